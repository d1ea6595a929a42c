import type { Knex } from 'knex';

/** `key=n` lines, sorted: two sets of counts compare as equal lists, and a failure shows the rows. */
const lines = (rows: Array<{ key: string; n: number | string }>) =>
  rows
    .filter((row) => Number(row.n) !== 0)
    .map((row) => `${row.key}=${Number(row.n)}`)
    .sort();

/**
 * What the trigger-kept counts hold (migrations 20261121001000 and 20261205000000), each beside
 * the same counts taken from the bookings themselves: live ones per service date, status and
 * branch (booking_counts), and all of them per branch, status and deletion (booking_status_totals).
 * Rows at zero count as absent.
 */
export async function keptCounts(knex: Knex) {
  const byDay = "service_date::text || '|' || status || '|' || branch";
  const byStatus = "branch || '|' || status || '|' || (deleted_at is not null)";
  const live = () => knex('bookings').whereNull('deleted_at');
  return {
    days: {
      kept: lines(await knex('booking_counts').select(knex.raw(`${byDay} as key`), 'bookings as n')),
      counted: lines(
        await live()
          .select(knex.raw(`${byDay} as key`), knex.raw('count(*)::int as n'))
          .groupBy('service_date', 'status', 'branch'),
      ),
    },
    totals: {
      kept: lines(
        await knex('booking_status_totals').select(
          knex.raw("branch || '|' || status || '|' || deleted as key"),
          'bookings as n',
        ),
      ),
      counted: lines(
        await knex('bookings')
          .select(knex.raw(`${byStatus} as key`), knex.raw('count(*)::int as n'))
          .groupByRaw('1'),
      ),
    },
  };
}
