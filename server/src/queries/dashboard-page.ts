import type { Knex } from 'knex';
import type { BookingSort } from '../../../domain/schemas/back-office';
import type { BookingCounts } from '../../../domain/schemas/records';
import { bookingCounts, countsAnswerTotal, countsFromJson, countsQuery, totalFor } from './booking-counts';
import type { BookingFilter } from './booking-filter';
import { ORDERS, pageQuery, searchPage, seekFor } from './booking-pages';
import type { BookingListRow } from './change-requests';
import { offsetOf } from './search';

export interface DashboardPage {
  counts: BookingCounts;
  rows: BookingListRow[];
  total: number;
  totalCapped?: boolean;
}

/**
 * What the dashboard asks for on every refresh (`GET /api/bookings`): the stat cards, a page and the
 * list's total. The cards and the page come from one statement (issue 30 item 2): a statement
 * apiece cost each request a second connection from the pool and a second round trip, which
 * on a busy machine weighed more than either query. The total is read off the cards when they
 * answer it, and is otherwise summed or counted beside them; a search keeps its own statement.
 */
export async function dashboardPage(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort,
  page: number,
  limit: number,
  today: string,
): Promise<DashboardPage> {
  const branches = filter.branches ?? null;
  if (filter.search) {
    const [counts, found] = await Promise.all([
      bookingCounts(db, today, branches),
      searchPage(db, filter, sort, page, limit),
    ]);
    return { counts, ...found };
  }
  const counted = countsAnswerTotal(filter) ? undefined : totalFor(db, filter);
  const seek = await seekFor(db, filter, sort, offsetOf(page, limit));
  if (seek === 'past-end') {
    const counts = await bookingCounts(db, today, branches);
    return { counts, rows: [], total: (await counted) ?? (await totalFor(db, filter, counts)) };
  }
  const statement = db
    .with('counts', countsQuery(db, today, branches))
    .with('found', pageQuery(db, filter, sort, page, limit, seek))
    .select(db.raw('row_to_json(counts) as counts'), 'found.*')
    // One row even when the page is empty, so the counts always come back.
    .from('counts')
    .joinRaw('left join found on true')
    .orderBy(ORDERS[sort].map((part) => ({ column: `found.${part.column}`, order: part.order })));
  const [found, total] = await Promise.all([
    statement as Promise<Array<Omit<BookingListRow, 'id'> & { id: string | null; counts: unknown }>>,
    counted,
  ]);
  const counts = countsFromJson(found[0]?.counts);
  const rows = found
    .filter((row) => row.id !== null)
    .map(({ counts: _counts, ...row }) => row as BookingListRow);
  return { counts, rows, total: total ?? (await totalFor(db, filter, counts)) };
}
