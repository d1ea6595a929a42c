import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';

// `findBy*` and `waitFor` give up after this long. The default (1 s) is a hang guard sized for an idle
// workstation; a jsdom render behind IndexedDB on a shared 2-core CI machine can take longer.
configure({ asyncUtilTimeout: 4_000 });
