import type { Knex } from 'knex';
import type { BookingSort } from '../../../domain/schemas/back-office';
import type { BookingCounts } from '../../../domain/schemas/records';
import { bookingCounts, countsColumn, totalFor, totalInCounts, totalOfCounts } from './booking-counts';
import type { BookingFilter } from './booking-filter';
import { pageOfBookings, searchPage } from './booking-pages';
import type { BookingListRow } from './change-requests';

/**
 * A list page and the list's total, each by its cheapest road: a search in one statement (its total
 * capped, `totalCapped` past SEARCH_COUNT_CAP); otherwise
 * the page by index, and the total from the stat-card counts or the trigger-kept sums.
 */
export async function pageWithTotal(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort | 'deleted',
  page: number,
  limit: number,
): Promise<{ rows: BookingListRow[]; total: number; totalCapped?: boolean }> {
  if (filter.search) return searchPage(db, filter, sort, page, limit);
  const [rows, total] = await Promise.all([
    pageOfBookings(db, filter, sort, page, limit),
    totalFor(db, filter),
  ]);
  return { rows, total };
}

/**
 * The desk's main list: a page, its total and the stat cards (over the filter's `branches`, the
 * staff member's scope). The cards ride in the page's own statement (countsColumn), a round trip
 * fewer per request; they are read on their own only when the page comes back empty. A search's
 * statement always answers a row (its count), so the cards ride in it too.
 */
export async function listWithCounts(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort,
  page: number,
  limit: number,
  today: string,
): Promise<{ rows: BookingListRow[]; total: number; totalCapped?: boolean; counts: BookingCounts }> {
  const branches = filter.branches ?? null;
  const cards = countsColumn(db, today, branches);
  if (filter.search) {
    const { counts, ...found } = await searchPage(db, filter, sort, page, limit, cards);
    return { ...found, counts: counts ?? (await bookingCounts(db, today, branches)) };
  }
  const [found, summed] = await Promise.all([
    pageOfBookings<BookingListRow & { stat_counts: BookingCounts }>(db, filter, sort, page, limit, cards),
    totalInCounts(filter) ? undefined : totalFor(db, filter),
  ]);
  const counts = found[0]?.stat_counts ?? (await bookingCounts(db, today, branches));
  const rows = found.map(({ stat_counts: _counts, ...row }) => row);
  return { rows, total: summed ?? totalOfCounts(filter, counts), counts };
}
