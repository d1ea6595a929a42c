import crypto from 'node:crypto';
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, postgresUrl, usingPostgres, withDatabaseName } from '../test/test-database';
import { type Database, openDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * Issue 30 item 8: two instances started together on an empty PostgreSQL database both come up.
 * Each migrates through its own pool, as two processes would; without the advisory lock one of
 * them crashed creating `knex_migrations` in 2 of 3 trials here. PGlite has one writer by design
 * (db/data-dir-lock.ts), so this runs on the PostgreSQL pass only.
 */
const TRIALS = 3;

if (!usingPostgres())
  console.log('migration lock: PostgreSQL only; the PostgreSQL pass of `npm test` runs it');

describe.runIf(usingPostgres())('two instances migrating an empty PostgreSQL database at once', () => {
  const made: string[] = [];
  const admin = () => knexFactory({ client: 'pg', connection: postgresUrl(), pool: { min: 0, max: 1 } });

  afterAll(async () => {
    const knex = admin();
    for (const name of made) await dropDatabase(knex, name);
    await knex.destroy();
  });

  it(`both come up, and the migrations run once (${TRIALS} trials)`, async () => {
    const knex = admin();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const name = `tbl_miglock_${crypto.randomBytes(5).toString('hex')}`;
      made.push(name);
      await knex.raw(`create database ${name}`);
      const url = withDatabaseName(postgresUrl(), name);
      const pair: Database[] = [
        await openDatabase({ databaseUrl: url }),
        await openDatabase({ databaseUrl: url }),
      ];
      try {
        const outcomes = await Promise.allSettled(pair.map((db) => migrateToLatest(db.knex)));
        const failures = outcomes.flatMap((outcome) =>
          outcome.status === 'rejected' ? [String((outcome.reason as Error).message)] : [],
        );
        expect(failures, `trial ${trial + 1}`).toEqual([]);
        const counts = outcomes.map((outcome) =>
          outcome.status === 'fulfilled' ? outcome.value.length : -1,
        );
        // One applied every migration, the other waited and found nothing left to do.
        expect(counts.sort((a, b) => a - b)[0]).toBe(0);
        const rows = await pair[0]?.knex('knex_migrations').count({ n: '*' });
        expect(Number(rows?.[0]?.n)).toBe(Math.max(...counts));
      } finally {
        await Promise.all(pair.map((db) => db.close()));
      }
    }
    await knex.destroy();
  }, 60_000);
});
