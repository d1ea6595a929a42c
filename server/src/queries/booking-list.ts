import type { Knex } from 'knex';
import type { BookingSort } from '../../../domain/schemas/back-office';
import type { BookingCounts } from '../../../domain/schemas/records';
import { totalFor } from './booking-counts';
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
  counts?: Promise<BookingCounts>,
): Promise<{ rows: BookingListRow[]; total: number; totalCapped?: boolean }> {
  if (filter.search) return searchPage(db, filter, sort, page, limit);
  const [rows, total] = await Promise.all([
    pageOfBookings(db, filter, sort, page, limit),
    (async () => totalFor(db, filter, counts ? await counts : undefined))(),
  ]);
  return { rows, total };
}
