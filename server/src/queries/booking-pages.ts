import type { Knex } from 'knex';
import { addDays } from '../../../domain/manila-date';
import type { BookingSort } from '../../../domain/schemas/back-office';
import { assignmentsColumn } from './booking-assignments';
import { applyFilter, type BookingFilter } from './booking-filter';
import { type BookingListRow, pendingRequestColumn } from './change-requests';
import { paymentEntriesColumn } from './payment-entries';
import { offsetOf } from './search';

export type Order = Array<{ column: string; order: 'asc' | 'desc' }>;

export const ORDERS: Record<BookingSort | 'deleted', Order> = {
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

/** Past this many rows, a newest-first page first finds the week it starts in. */
const SEEK_FROM_OFFSET = 1_000;

/** Where a deep page starts: before the end of a week booked, after the rows of newer weeks. */
export type Seek = { before: string; skip: number } | 'past-end';

/** Live bookings per week booked, newest week first, under the filter's status and branch. */
export function bookedWeeksQuery(db: Knex, filter: BookingFilter): Knex.QueryBuilder {
  const weeks = db('booking_created_counts')
    .select(db.raw('created_week::text as week'), db.raw('sum(bookings)::int as bookings'))
    .groupBy('created_week')
    .orderBy('created_week', 'desc');
  if (filter.status) weeks.where('status', filter.status);
  if (filter.branch) weeks.where('branch', filter.branch);
  return weeks;
}

/**
 * For a deep newest-first page, sums the per-week counts (a few rows a week) to find the week the
 * page starts in, so the page query skips whole weeks instead of tens of thousands of index entries.
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
    filter.payment ||
    offset < SEEK_FROM_OFFSET
  ) {
    return undefined;
  }
  let newer = 0;
  const weeks = (await bookedWeeksQuery(db, filter)) as Array<{ week: string; bookings: number }>;
  for (const { week, bookings } of weeks) {
    if (newer + bookings > offset) return { before: `${addDays(week, 7)}T00:00:00Z`, skip: newer };
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
): Knex.QueryBuilder<BookingListRow, BookingListRow[]> {
  const order = ORDERS[sort];
  const offset = offsetOf(page, limit);
  const ids = applyFilter(db('bookings').select('id'), filter).orderBy(order).limit(limit);
  if (seek) ids.where('created_at', '<', seek.before).offset(offset - seek.skip);
  else ids.offset(offset);
  return db<BookingListRow>('bookings')
    .select<BookingListRow[]>(
      'bookings.*',
      pendingRequestColumn(db),
      assignmentsColumn(db),
      paymentEntriesColumn(db),
    )
    .whereIn('id', ids)
    .orderBy(order);
}

/**
 * A search's page and the number of its matches in one statement. The planner cannot tell how many
 * rows a '%text%' matches and may walk the whole date index hoping to meet a page early; collecting
 * the matches first (trigram index), then counting and sorting those, keeps a search proportional
 * to what it finds, and reads the index once for both.
 */
export function searchQuery(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
): Knex.QueryBuilder {
  const order = ORDERS[sort];
  const matches = applyFilter(db('bookings').select(order.map((part) => part.column)), filter);
  const pageIds = db('matches').select('id').orderBy(order).limit(limit).offset(offsetOf(page, limit));
  return (
    db
      .withMaterialized('matches', matches)
      .with('counted', db('matches').select(db.raw('count(*)::int as matched_total')))
      .with(
        'found',
        db('bookings')
          .select('bookings.*', pendingRequestColumn(db), assignmentsColumn(db), paymentEntriesColumn(db))
          .join(pageIds.as('page'), 'page.id', 'bookings.id'),
      )
      .select('counted.matched_total', 'found.*')
      // One row even when the page is empty, so the total always comes back.
      .from('counted')
      .joinRaw('left join found on true')
      .orderBy(order.map((part) => ({ column: `found.${part.column}`, order: part.order })))
  );
}

export async function searchPage(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
): Promise<{ rows: BookingListRow[]; total: number }> {
  const found = (await searchQuery(db, filter, sort, page, limit)) as Array<
    Omit<BookingListRow, 'id'> & { id: string | null; matched_total: number }
  >;
  const rows = found
    .filter((row) => row.id !== null)
    .map(({ matched_total: _total, ...row }) => row as BookingListRow);
  return { rows, total: found[0]?.matched_total ?? 0 };
}

export async function pageOfBookings(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
): Promise<BookingListRow[]> {
  const seek = await seekFor(db, filter, sort, offsetOf(page, limit));
  if (seek === 'past-end') return [];
  return pageQuery(db, filter, sort, page, limit, seek);
}
