import { PAGE_SIZE, type Paged } from '../api/types';

/**
 * 'Showing 11–20 of 42 bookings', announced politely as pages change. A broad search is not counted
 * past a thousand: 'of 1,000+ bookings', never a made-up exact number.
 */
export function ResultSummary({ page, query }: { page: Paged<unknown>; query: { page: number } }) {
  if (page.data.length === 0) return null;
  const first = (query.page - 1) * PAGE_SIZE + 1;
  const last = first + page.data.length - 1;
  const total = page.totalCapped ? `${page.total.toLocaleString('en-PH')}+` : page.total;
  return (
    <p className="result-summary" aria-live="polite">
      Showing {first}–{last} of {total} {page.total === 1 && !page.totalCapped ? 'booking' : 'bookings'}
    </p>
  );
}
