import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { manilaDate } from '../../../domain/manila-date';
import { down, up } from '../../../migrations/20261205000000_create_booking_status_totals';
import { keptCounts } from '../test/kept-counts';
import { seededBookings } from '../test/seeded-bookings';
import { bookingCounts, totalFor } from './booking-counts';

/**
 * booking_status_totals (a row per branch, status and deletion) stays equal to counting the
 * bookings through every kind of write the trigger sees, one row or many in a statement, and the
 * stat cards and list totals read from it (the deleted list's too) answer what counting answers.
 */
const seeded = seededBookings(1_500);
let knex: Knex;

beforeAll(() => {
  knex = seeded.knex();
});

async function expectExact() {
  const { days, totals } = await keptCounts(knex);
  expect(totals.kept.length).toBeGreaterThan(0);
  expect(totals.kept).toEqual(totals.counted);
  expect(days.kept).toEqual(days.counted);
}

/** The ids of `count` live bookings matching `where`, oldest first. */
async function someBookings(where: Record<string, string>, count: number): Promise<string[]> {
  return knex('bookings').whereNull('deleted_at').where(where).orderBy('created_at').limit(count).pluck('id');
}

describe('booking_status_totals', () => {
  it('stays exact through status, branch, date and deletion changes, one row or many at once', async () => {
    await expectExact();
    const pending = await someBookings({ status: 'pending' }, 40);
    expect(pending).toHaveLength(40);
    // Many rows in one statement, then one row at a time.
    await knex('bookings').whereIn('id', pending.slice(0, 20)).update({ status: 'confirmed' });
    for (const id of pending.slice(20, 25))
      await knex('bookings').where({ id }).update({ status: 'cancelled' });
    await expectExact();
    // A new branch, a new service date only (nothing moves here), both with a status.
    await knex('bookings').whereIn('id', pending.slice(25, 30)).update({ branch: 'las-pinas' });
    await knex('bookings')
      .whereIn('id', pending.slice(30, 35))
      .update({ service_date: knex.raw("service_date + interval '1 day'") });
    await knex('bookings')
      .whereIn('id', pending.slice(35, 40))
      .update({ branch: 'quezon-city', status: 'completed' });
    await expectExact();
    // Deleted (kept, then back; those still deleted change status).
    await knex('bookings').whereIn('id', pending.slice(0, 10)).update({ deleted_at: knex.fn.now() });
    await expectExact();
    await knex('bookings').whereIn('id', pending.slice(0, 5)).update({ deleted_at: null });
    await knex('bookings').whereIn('id', pending.slice(5, 10)).update({ status: 'pending' });
    await expectExact();
    // Gone for good: two live, two deleted (as the clean-up removes them).
    const gone = [...pending.slice(10, 12), ...pending.slice(5, 7)];
    await knex('booking_assignments').whereIn('booking_id', gone).delete();
    await knex('bookings').whereIn('id', gone).delete();
    await expectExact();
  });

  it('answers the stat cards and the list totals as counting does, for all branches or some', async () => {
    const today = manilaDate();
    const live = () => knex('bookings').whereNull('deleted_at');
    const count = async (builder: Knex.QueryBuilder) =>
      Number((await builder.count<[{ n: string }]>('* as n'))[0]?.n);
    for (const branches of [null, ['makati'], ['las-pinas', 'quezon-city']] as const) {
      const scoped = () => (branches ? live().whereIn('branch', [...branches]) : live());
      const cards = await bookingCounts(knex, today, branches);
      expect(cards.total).toBe(await count(scoped()));
      expect(cards.confirmed).toBe(await count(scoped().where('status', 'confirmed')));
      expect(cards.noShow).toBe(await count(scoped().where('status', 'no-show')));
      expect(cards.today).toBe(
        await count(scoped().where('service_date', today).whereNot('status', 'cancelled')),
      );
    }
    const filter = { deleted: false, status: 'pending', branch: 'makati' } as const;
    expect(await totalFor(knex, filter)).toBe(
      await count(live().where({ status: 'pending', branch: 'makati' })),
    );
    expect(await totalFor(knex, { deleted: false, branches: ['makati', 'home'] })).toBe(
      await count(live().whereIn('branch', ['makati', 'home'])),
    );
    const deleted = () => knex('bookings').whereNotNull('deleted_at');
    expect(await count(deleted())).toBeGreaterThan(0);
    expect(await totalFor(knex, { deleted: true })).toBe(await count(deleted()));
    expect(await totalFor(knex, { deleted: true, branches: ['las-pinas'] })).toBe(
      await count(deleted().where('branch', 'las-pinas')),
    );
    expect(await totalFor(knex, { deleted: true, status: 'confirmed' })).toBe(
      await count(deleted().where('status', 'confirmed')),
    );
  });

  it('is filled from the bookings there by its migration, and its down leaves the other counts kept', async () => {
    await knex.transaction(async (trx) => down(trx));
    const gone = await knex.raw("select to_regclass('booking_status_totals') as name");
    expect((gone.rows as Array<{ name: string | null }>)[0]?.name).toBeNull();
    // Written while the table and its trigger are gone: booking_counts' trigger still keeps its rows.
    const [first] = await someBookings({ status: 'confirmed' }, 1);
    await knex('bookings').where({ id: first }).update({ status: 'no-show' });
    await knex.transaction(async (trx) => up(trx));
    await expectExact();
  });
});
