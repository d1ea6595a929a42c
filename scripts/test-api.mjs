import { BIN, run } from './lib.mjs';

/** The API suite on the embedded database, then again on PostgreSQL when DATABASE_URL is set. */
const extra = process.argv.slice(2);
const onPglite = await run(BIN('vitest'), ['run', '--project', 'api', ...extra], {
  env: { ...process.env, TEST_DATABASE: 'pglite' },
});
if (onPglite !== 0) process.exit(onPglite);

if (process.env.DATABASE_URL) {
  console.log('\nAPI tests again on PostgreSQL (DATABASE_URL is set)');
  const onPostgres = await run(BIN('vitest'), ['run', '--project', 'api', ...extra], {
    env: { ...process.env, TEST_DATABASE: 'postgres' },
  });
  process.exit(onPostgres);
} else {
  console.log(
    '\nDATABASE_URL is not set: the API tests ran on PGlite only (CI runs them on PostgreSQL too).',
  );
}
