import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { seededBookings } from '../test/seeded-bookings';
import { pageQuery } from './booking-pages';

/**
 * The desk's list filtered by branch and status together reads its page from the one index made for
 * it (migration 20261203300000), and reads the same page as the rows themselves say.
 */
const seeded = seededBookings(5_000);

const filter = { deleted: false, status: 'confirmed', branch: 'makati' } as const;

describe('the branch and status filter', () => {
  it('takes its page from the branch-and-status index', async () => {
    const knex = seeded.knex();
    const { sql, bindings } = pageQuery(knex, filter, 'booked', 1, 10).toSQL();
    const result = await knex.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(
      `explain ${sql}`,
      bindings as Knex.RawBinding[],
    );
    const text = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('bookings_live_branch_status_created_idx');
  });

  it('gives the newest ten of that branch and status, as the rows themselves do', async () => {
    const knex = seeded.knex();
    const page = (await pageQuery(knex, filter, 'booked', 1, 10)) as Array<{ id: string }>;
    const expected = (await knex('bookings')
      .whereNull('deleted_at')
      .where({ status: 'confirmed', branch: 'makati' })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(10)
      .select('id')) as Array<{ id: string }>;
    expect(expected).toHaveLength(10);
    expect(page.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });
});
