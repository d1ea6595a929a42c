import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupancy, remainingAt } from '../../../domain/availability';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { timeOfMinute } from '../../../domain/opening-hours';
import { setPlaceNumber } from '../test/capacity';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * The database's place_room (what every write checks) and domain/availability.ts (what the
 * availability list shows) hold one rule twice: here they must agree on random days.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const visit = fc.record({
  step: fc.integer({ min: 20, max: 41 }),
  minutes: fc.constantFrom(30, 60, 90, 120, 150, 180),
});

describe('place_room', () => {
  it('says there is room exactly when the domain rule does', async () => {
    const knex = database.db.knex;
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(visit, { maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        visit,
        async (visits, capacity, asked) => {
          day += 1;
          const date = addDays(manilaDate(), 30 + day);
          await setPlaceNumber(knex, 'home', capacity);
          if (visits.length > 0) {
            await knex('slot_holds').insert(
              visits.map((each) => ({
                id: crypto.randomUUID(),
                place: 'home',
                hold_date: date,
                hold_time: timeOfMinute(each.step * 30),
                visit_minutes: each.minutes,
                expires_at: knex.raw("now() + interval '5 minutes'"),
              })),
            );
          }
          const time = timeOfMinute(asked.step * 30);
          const { rows } = await knex.raw(
            'select place_room(?, ?::date, ?, ?, null::uuid, null::uuid) as verdict',
            ['home', date, time, asked.minutes],
          );
          const busy = occupancy(
            visits.map((each) => ({ time: timeOfMinute(each.step * 30), minutes: each.minutes })),
          );
          const expected = remainingAt(busy, capacity, time, asked.minutes) >= 1 ? 'ok' : 'full';
          expect(rows[0].verdict).toBe(expected);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('answers closed on a closed date, and leaves out the moving booking and the own hold', async () => {
    const knex = database.db.knex;
    const date = addDays(manilaDate(), 200);
    await setPlaceNumber(knex, 'las-pinas', 1);
    const room = async (holdId: string | null) =>
      (
        await knex.raw('select place_room(?, ?::date, ?, ?, null::uuid, ?::uuid) as verdict', [
          'las-pinas',
          date,
          '11:00',
          60,
          holdId,
        ])
      ).rows[0].verdict;
    const id = crypto.randomUUID();
    await knex('slot_holds').insert({
      id,
      place: 'las-pinas',
      hold_date: date,
      hold_time: '11:00',
      visit_minutes: 60,
      expires_at: knex.raw("now() + interval '5 minutes'"),
    });
    expect(await room(null)).toBe('full');
    expect(await room(id)).toBe('ok');
    await knex('closed_dates').insert({ place: 'las-pinas', closed_date: date, reason: '' });
    expect(await room(id)).toBe('closed');
  });
});
