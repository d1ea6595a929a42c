import { BIN, run } from './lib.mjs';

/**
 * `npm run test:soak`: the long reliability run. The security and crash tests at full size
 * (10,000 fuzz cases, 500 clients through a kill -9, 200 bookings through a mail outage), then the
 * mixed-load search for the highest rate held 60 s. On PostgreSQL when DATABASE_URL is set, where
 * races can show; on PGlite otherwise, said so.
 */
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
if (database === 'pglite') {
  console.log(
    'DATABASE_URL is not set: the soak runs on PGlite, which serialises everything; set it to soak on PostgreSQL.',
  );
}
const env = { ...process.env, SOAK: '1', TEST_DATABASE: database };
const started = Date.now();

const tests = await run(BIN('vitest'), ['run', '--config', 'server/src/soak/vitest.soak.config.ts'], { env });
if (tests !== 0) process.exit(tests);

console.log('\n=== mixed load: highest rate held for 60 s with p99 < 200 ms and no errors ===');
const load = await run(BIN('tsx'), ['server/src/soak/mixed-load.ts'], { env });
console.log(`\nSoak finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
process.exit(load);
