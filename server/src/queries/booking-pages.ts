import type { Knex } from 'knex';
import { addDays } from '../../../domain/manila-date';
import type { BookingSort } from '../../../domain/schemas/back-office';
import type { BookingRow } from '../db/rows';
import { applyFilter, type BookingFilter } from './booking-filter';
import { offsetOf } from './search';

type Order = Array<{ column: string; order: 'asc' | 'desc' }>;

const ORDERS: Record<BookingSort | 'deleted', Order> = {
  booked: [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  'service-date': [
    { column: 'service_date', order: 'asc' },
    { column: 'service_time', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  today: [
    { column: 'service_time', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  deleted: [
    { column: 'deleted_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
};

/** Past this many rows, a newest-first page first finds the day it starts in. */
const SEEK_FROM_OFFSET = 1_000;

/** Where a deep page starts: before the end of a day booked, after the rows of newer days. */
export type Seek = { before: string; skip: number } | 'past-end';

/** Live bookings per day booked, newest day first, under the filter's status and branch. */
export function bookedDaysQuery(db: Knex, filter: BookingFilter): Knex.QueryBuilder {
  const days = db('booking_created_counts')
    .select(db.raw('created_day::text as day'), db.raw('sum(bookings)::int as bookings'))
    .groupBy('created_day')
    .orderBy('created_day', 'desc');
  if (filter.status) days.where('status', filter.status);
  if (filter.branch) days.where('branch', filter.branch);
  return days;
}

/**
 * For a deep newest-first page, sums the per-day counts (a few hundred rows) to find the day the
 * page starts in, so the page query skips whole days instead of tens of thousands of index entries.
 */
export async function seekFor(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  offset: number,
): Promise<Seek | undefined> {
  if (
    sort !== 'booked' ||
    filter.deleted ||
    filter.search ||
    filter.serviceDate ||
    offset < SEEK_FROM_OFFSET
  ) {
    return undefined;
  }
  let newer = 0;
  const days = (await bookedDaysQuery(db, filter)) as Array<{ day: string; bookings: number }>;
  for (const { day, bookings } of days) {
    if (newer + bookings > offset) return { before: `${addDays(day, 1)}T00:00:00Z`, skip: newer };
    newer += bookings;
  }
  return 'past-end';
}

/**
 * One page in the given order. The page's ids are found first from the index alone, then only those
 * rows are read, so a deep page skips index entries rather than whole rows.
 */
export function pageQuery(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
  seek?: Exclude<Seek, 'past-end'>,
): Knex.QueryBuilder<BookingRow, BookingRow[]> {
  const order = ORDERS[sort];
  const offset = offsetOf(page, limit);
  if (filter.search) {
    // The planner cannot tell how many rows a '%text%' matches and may walk the whole date index
    // hoping to meet ten early. Collecting the matches first (trigram index) and sorting those
    // keeps a search proportional to what it finds.
    const matches = applyFilter(db('bookings').select(order.map((part) => part.column)), filter);
    const ids = db('matches').select('id').orderBy(order).limit(limit).offset(offset);
    return db
      .withMaterialized('matches', matches)
      .select('*')
      .from<BookingRow>('bookings')
      .whereIn('id', ids)
      .orderBy(order) as Knex.QueryBuilder<BookingRow, BookingRow[]>;
  }
  const ids = applyFilter(db('bookings').select('id'), filter).orderBy(order).limit(limit);
  if (seek) ids.where('created_at', '<', seek.before).offset(offset - seek.skip);
  else ids.offset(offset);
  return db<BookingRow>('bookings').select('*').whereIn('id', ids).orderBy(order);
}

export async function pageOfBookings(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
): Promise<BookingRow[]> {
  const seek = await seekFor(db, filter, sort, offsetOf(page, limit));
  if (seek === 'past-end') return [];
  return pageQuery(db, filter, sort, page, limit, seek);
}
