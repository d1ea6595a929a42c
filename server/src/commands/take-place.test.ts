import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyTestRunsHere } from '../soak/once-per-run';
import { setCapacity } from '../test/capacity';
import { bookingBody, soon } from '../test/factories';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { checkBookingRequest } from '../validation/booking-request';
import { createBooking } from './create-booking';

/**
 * The race without HTTP in front: over HTTP one Node process parses and validates each request in
 * turn, which spaces the transactions out; here 200 transactions run at once over the pool's 20
 * connections, so each one's count and insert really interleave with the others'.
 */
const WRITERS = 200;
const runsHere = heavyTestRunsHere('take-place race');

let database: TestDatabase;

beforeAll(async () => {
  if (runsHere) database = await openTestDatabase();
});

afterAll(async () => {
  if (runsHere) await database.db.close();
});

describe.runIf(runsHere)('takePlace', () => {
  it(`lets exactly 1 of ${WRITERS} concurrent writers take the last place`, async () => {
    const knex = database.db.knex;
    const date = soon(28);
    await setCapacity(knex, 'makati', 1);
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: WRITERS }, () => {
        const priced = checkBookingRequest(
          bookingBody({ bookingData: { branch: 'makati', date, time: '15:00' } }),
          now,
        );
        return createBooking(knex, priced, { claim: undefined, mailBcc: undefined, now });
      }),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(WRITERS - 1);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect(await knex('bookings').where({ branch: 'makati', service_date: date })).toHaveLength(1);
  });
});
