import { BIN, buildApp, run } from './lib.mjs';

/**
 * Browser journeys in Debian's Chromium against a fresh production build served by the real server,
 * two files at a time: each file has its own server, database copy, mail listener and browser
 * profile on ports of their own, and one journey keeps about 0.6 of a core busy, so two at a time
 * nearly halve the step on CI's two cores. `E2E_WORKERS=1` runs them one after another. A clean-clone
 * run of all 41 files with two at once at a load average of 14 to 23 failed only where a wait was
 * too short for that load or Chromium 150 misreported being offline, both fixed (docs/PERFORMANCE.md).
 */
const workers = process.env.E2E_WORKERS ?? '2';
if (!/^[1-9]$/.test(workers)) {
  console.error(`E2E_WORKERS must be a number from 1 to 9, not "${workers}"`);
  process.exit(2);
}
const built = await buildApp({ force: true });
if (built !== 0) process.exit(built);
process.exit(
  await run(BIN('vitest'), ['run', '--project', 'e2e', `--maxWorkers=${workers}`, ...process.argv.slice(2)]),
);
