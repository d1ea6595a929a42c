import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyTestRunsHere } from '../soak/once-per-run';
import { setPlaceNumber } from '../test/capacity';
import { soon } from '../test/factories';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { takePlace } from './take-place';

/**
 * The lock itself, with nothing in front of it: 200 transactions at once over the pool's 20
 * connections, each checking and then writing, so the counts and inserts really interleave. (Over
 * HTTP the per-pool queue would line them up first; here only the advisory lock can.)
 */
const WRITERS = 200;
const runsHere = heavyTestRunsHere('take-place race');

let database: TestDatabase;

beforeAll(async () => {
  if (runsHere) database = await openTestDatabase();
});

afterAll(async () => {
  if (runsHere) await database.drop();
});

describe.runIf(runsHere)('takePlace', () => {
  it(`lets exactly 1 of ${WRITERS} concurrent transactions take the last place`, async () => {
    const knex = database.db.knex;
    const date = soon(28);
    await setPlaceNumber(knex, 'makati', 1);
    const request = { place: 'makati' as const, date, time: '15:00', minutes: 60, now: new Date() };
    const results = await Promise.allSettled(
      Array.from({ length: WRITERS }, () =>
        knex.transaction(async (trx) => {
          await takePlace(trx, request);
          // Widens the gap between the check and the write, as a loaded server would: without the
          // lock, the others would all count before this one's insert commits.
          await trx.raw('select pg_sleep(0.005)');
          await trx('slot_holds').insert({
            id: crypto.randomUUID(),
            place: 'makati',
            hold_date: date,
            hold_time: '15:00',
            visit_minutes: 60,
            expires_at: trx.raw("now() + interval '5 minutes'"),
          });
        }),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(WRITERS - 1);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect(await knex('slot_holds').where({ place: 'makati', hold_date: date })).toHaveLength(1);
  });
});
