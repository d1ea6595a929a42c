import type { Knex } from 'knex';
import { addDays } from '../../../domain/manila-date';
import type { BookingSort } from '../../../domain/schemas/back-office';
import type { BookingCounts } from '../../../domain/schemas/records';
import { selectNamed } from '../db/named-statement';
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
  extraColumn?: Knex.Raw,
): Knex.QueryBuilder<BookingListRow, BookingListRow[]> {
  const order = ORDERS[sort];
  const offset = offsetOf(page, limit);
  // The page size is a whole number up to MAX_PAGE_SIZE, written into the text: with `limit $1`
  // PostgreSQL's generic plan would guess a tenth of the table and never be chosen, so the page would
  // be planned again on every request. The same for a first page's offset, none at all; a later
  // page's offset stays a binding (and is planned for its value).
  const ids = applyFilter(db('bookings').select('id'), filter)
    .orderBy(order)
    .limit(limit, { skipBinding: true });
  if (seek) ids.where('created_at', '<', seek.before).offset(offset - seek.skip);
  else if (offset > 0) ids.offset(offset);
  return db<BookingListRow>('bookings')
    .select<BookingListRow[]>(
      'bookings.*',
      pendingRequestColumn(db),
      assignmentsColumn(db),
      paymentEntriesColumn(db),
      ...(extraColumn ? [extraColumn] : []),
    )
    .whereIn('id', ids)
    .orderBy(order);
}

/**
 * A search counts its matches up to this many and no further: past it the desk reads "1,000+"
 * (issue 30 item 3). Counting every match of a broad surname meant fetching each one (25,000 rows
 * for "Santos" at a million bookings).
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * A search's page and the number of its matches (up to SEARCH_COUNT_CAP + 1) in one statement. The
 * matches are first collected through the trigram indexes, at most one past the cap. A search with
 * no more than the cap has them all: it counts, sorts and pages those (the planner, unable to tell
 * how many rows '%text%' matches, might otherwise walk a whole date index for a rare name). A broad
 * one (past the cap) takes its page by walking the list's own order, which meets a page of matches
 * within a few hundred entries per page. That walk is the only plan the branch has: its search
 * columns are written so no index holds them. Left to its statistics, the planner once guessed 99
 * rows for "santos" among a million (there were 25,000) and fetched and sorted every match instead.
 */
export function searchQuery(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
  extraColumn?: Knex.Raw,
): Knex.QueryBuilder {
  const order = ORDERS[sort];
  const offset = offsetOf(page, limit);
  const matches = applyFilter(db('bookings').select(order.map((part) => part.column)), filter).limit(
    SEARCH_COUNT_CAP + 1,
  );
  const counted = '(select matched_total from counted)';
  const fromMatches = db('matches')
    .select('id')
    .whereRaw(`${counted} <= ?`, [SEARCH_COUNT_CAP])
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  // Walks the list's own index in its order (the search's columns unindexed: see whereContains).
  const walked = applyFilter(db('bookings').select('id'), filter, { walk: true })
    .whereRaw(`${counted} > ?`, [SEARCH_COUNT_CAP])
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  return (
    db
      .withMaterialized('matches', matches)
      .with('counted', db('matches').select(db.raw('count(*)::int as matched_total')))
      // Only one side runs: each is gated by the count, which PostgreSQL evaluates once, first.
      .with('page_ids', db.raw('? union all ?', [fromMatches, walked]))
      .with(
        'found',
        db('bookings')
          .select('bookings.*', pendingRequestColumn(db), assignmentsColumn(db), paymentEntriesColumn(db))
          .join('page_ids', 'page_ids.id', 'bookings.id'),
      )
      .select('counted.matched_total', ...(extraColumn ? [extraColumn] : []), 'found.*')
      // One row even when the page is empty, so the total always comes back.
      .from('counted')
      .joinRaw('left join found on true')
      .orderBy(order.map((part) => ({ column: `found.${part.column}`, order: part.order })))
  );
}

/**
 * A search's page; `totalCapped` when it has more matches than SEARCH_COUNT_CAP (total is then the
 * cap). With `countsColumn` (booking-counts.ts) the stat cards come back from the same statement, off
 * its first row, which is there even when the page is empty.
 */
export async function searchPage(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
  countsColumn?: Knex.Raw,
): Promise<{ rows: BookingListRow[]; total: number; totalCapped: boolean; counts?: BookingCounts }> {
  const found = (await searchQuery(db, filter, sort, page, limit, countsColumn)) as Array<
    Omit<BookingListRow, 'id'> & { id: string | null; matched_total: number; stat_counts?: BookingCounts }
  >;
  const rows = found
    .filter((row) => row.id !== null)
    .map(({ matched_total: _total, stat_counts: _counts, ...row }) => row as BookingListRow);
  const matched = found[0]?.matched_total ?? 0;
  const counts = found[0]?.stat_counts;
  return {
    rows,
    total: Math.min(matched, SEARCH_COUNT_CAP),
    totalCapped: matched > SEARCH_COUNT_CAP,
    ...(counts ? { counts } : {}),
  };
}

/** A page of the list; `extraColumn`, when given, is selected on each of its rows. */
export async function pageOfBookings<Row extends BookingListRow = BookingListRow>(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
  extraColumn?: Knex.Raw,
): Promise<Row[]> {
  const seek = await seekFor(db, filter, sort, offsetOf(page, limit));
  if (seek === 'past-end') return [];
  return selectNamed<Row>(db, pageQuery(db, filter, sort, page, limit, seek, extraColumn));
}
