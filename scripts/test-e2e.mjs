import { BIN, buildApp, run } from './lib.mjs';

/** Browser journeys in Debian's Chromium against a fresh production build served by the real server. */
const built = await buildApp({ force: true });
if (built !== 0) process.exit(built);
process.exit(await run(BIN('vitest'), ['run', '--project', 'e2e', ...process.argv.slice(2)]));
