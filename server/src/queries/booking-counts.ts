import type { Knex } from 'knex';
import type { BookingStatus } from '../../../domain/booking-status';
import type { BookingCounts } from '../../../domain/schemas/records';
import { selectNamed } from '../db/named-statement';
import { type BookingFilter, countBookings } from './booking-filter';

/**
 * The stat cards' query: each status from booking_status_totals (a row per branch, status and
 * deletion, whatever the history), today from booking_counts' rows of today's date (a row per
 * status and branch). Both are trigger-kept (migrations 20261121001000 and 20261205000000).
 * `?` stands for today, then, when given, the same branches twice (cardsSql).
 */
function cardsSql(branches: readonly string[] | null): string {
  const only = branches ? ` and branch in (${branches.map(() => '?').join(', ')})` : '';
  return `select coalesce(sum(bookings), 0)::int as total,
            coalesce(sum(bookings) filter (where status = 'pending'), 0)::int as pending,
            coalesce(sum(bookings) filter (where status = 'confirmed'), 0)::int as confirmed,
            coalesce(sum(bookings) filter (where status = 'completed'), 0)::int as completed,
            coalesce(sum(bookings) filter (where status = 'cancelled'), 0)::int as cancelled,
            coalesce(sum(bookings) filter (where status = 'no-show'), 0)::int as "noShow",
            coalesce(sum(bookings) filter (where status = 'arrived'), 0)::int as arrived,
            coalesce(sum(bookings) filter (where status = 'in-treatment'), 0)::int as "inTreatment",
            (select coalesce(sum(bookings), 0)::int from booking_counts
              where service_date = ? and status <> 'cancelled'${only}) as today
       from booking_status_totals
      where not deleted${only}`;
}

/** The cards over every branch (`?` is today). */
export const COUNTS_SQL = cardsSql(null);

/**
 * The stat cards, over bookings not deleted: every status, and "today" (visits whose service date is
 * today in Manila, a cancelled one not counted: it is no visit).
 */
export async function bookingCounts(
  db: Knex,
  today: string,
  branches: readonly string[] | null = null,
): Promise<BookingCounts> {
  const [sql, bindings] = countsSql(today, branches);
  const [counts] = await selectNamed<BookingCounts>(db, db.raw(sql, bindings));
  return (
    counts ?? {
      total: 0,
      pending: 0,
      confirmed: 0,
      completed: 0,
      cancelled: 0,
      noShow: 0,
      arrived: 0,
      inTreatment: 0,
      today: 0,
    }
  );
}

/** The cards' text and bindings, for some branches only when `branches` is given. */
function countsSql(today: string, branches: readonly string[] | null): [string, string[]] {
  return [cardsSql(branches), branches ? [today, ...branches, ...branches] : [today]];
}

/**
 * The stat cards as one more column of another select (`stat_counts`, one JSON object), so a list
 * page brings them in its own statement instead of a round trip of their own.
 */
export function countsColumn(db: Knex, today: string, branches: readonly string[] | null = null): Knex.Raw {
  const [sql, bindings] = countsSql(today, branches);
  return db.raw(`(select row_to_json(c) from (${sql}) c) as stat_counts`, bindings);
}

/** The stat card that counts each status. */
const STATUS_COUNTS: Record<BookingStatus, Exclude<keyof BookingCounts, 'total' | 'today'>> = {
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  'no-show': 'noShow',
  arrived: 'arrived',
  'in-treatment': 'inTreatment',
};

/**
 * A list's total by status, branch and service date, summed from the kept counts: booking_counts
 * for a date (live bookings only), booking_status_totals otherwise (live or deleted, as the filter).
 */
export function summedCountQuery(db: Knex, filter: BookingFilter): Knex.QueryBuilder {
  const builder = filter.serviceDate
    ? db('booking_counts').where('service_date', filter.serviceDate)
    : db('booking_status_totals').where('deleted', filter.deleted);
  builder.select(db.raw('coalesce(sum(bookings), 0)::int as total'));
  if (filter.status) builder.where('status', filter.status);
  if (filter.branch) builder.where('branch', filter.branch);
  if (filter.branches) builder.whereIn('branch', [...filter.branches]);
  return builder;
}

/**
 * Whether the stat-card counts (taken for the same branches) hold this list's total: no filter but
 * a status. Today's list shows its cancelled visits too, which the Today card leaves out.
 */
export function totalInCounts(filter: BookingFilter): boolean {
  return !(
    filter.deleted ||
    filter.search ||
    filter.payment ||
    filter.queue ||
    filter.branch ||
    filter.serviceDate
  );
}

/** The list's total read off the stat-card counts (when totalInCounts). */
export function totalOfCounts(filter: BookingFilter, counts: BookingCounts): number {
  return filter.status ? counts[STATUS_COUNTS[filter.status]] : counts.total;
}

/**
 * A list's total, when the stat cards do not hold it (totalInCounts): summed from the kept counts,
 * and only counted row by row for a search, a payment status, a queue or deleted visits of a date.
 */
export async function totalFor(db: Knex, filter: BookingFilter) {
  // The kept counts hold no payment status nor queue, and booking_counts no deleted booking: those
  // are counted row by row (indexed).
  if (filter.search || filter.payment || filter.queue || (filter.deleted && filter.serviceDate)) {
    return countBookings(db, filter);
  }
  const [row] = await selectNamed<{ total: number }>(db, summedCountQuery(db, filter));
  return row?.total ?? 0;
}
