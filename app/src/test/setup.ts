import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';

// `findBy*` and `waitFor` give up after this long. The default (1 s) is a hang guard sized for an idle
// workstation; a jsdom render behind IndexedDB on a shared 2-core CI machine can take longer.
configure({ asyncUtilTimeout: 4_000 });

// The unit files share one worker and one jsdom page (vitest.config.ts, `isolate: false`); this runs
// before each file, so every file starts as it did in a page of its own: nothing rendered, empty
// storage, at the page's first address. (IndexedDB: each file deletes the databases it opens.)
if (typeof document !== 'undefined') {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
