import { usingPostgres } from '../test/test-database';

/**
 * `npm test` runs the API suite twice, on PGlite and then on PostgreSQL when DATABASE_URL is set.
 * The slow tests here run once: on PostgreSQL when there is one (races show only there), else on
 * PGlite. Says so when it leaves a pass out, so nothing is skipped silently.
 */
export function heavyTestRunsHere(name: string): boolean {
  const runs = !process.env.DATABASE_URL || usingPostgres();
  if (!runs)
    console.log(`${name}: skipped on the PGlite pass; it runs on the PostgreSQL pass (DATABASE_URL is set)`);
  return runs;
}
