import { BIN, buildApp, run } from './lib.mjs';

/**
 * Browser journeys in Debian's Chromium against a fresh production build served by the real server,
 * one file after another. `E2E_WORKERS=2` runs two files at once: each file has its own server,
 * database copy, mail listener and browser profile on ports of their own, and one journey keeps
 * about 0.6 of a core busy, so two at a time would nearly halve the step on two cores. Not the
 * default yet: one full run at a load average of 22 (other suites running) failed 4 of 179 journeys
 * on waits that ran out, which a quiet machine has still to clear (docs/PERFORMANCE.md).
 */
const workers = process.env.E2E_WORKERS ?? '1';
if (!/^[1-9]$/.test(workers)) {
  console.error(`E2E_WORKERS must be a number from 1 to 9, not "${workers}"`);
  process.exit(2);
}
const built = await buildApp({ force: true });
if (built !== 0) process.exit(built);
process.exit(
  await run(BIN('vitest'), ['run', '--project', 'e2e', `--maxWorkers=${workers}`, ...process.argv.slice(2)]),
);
