import type { Knex } from 'knex';
import { type BookingsReport, bookingsReportOf, type CountRow } from '../queries/reports/bookings-report';
import { branchClause, type ReportScope, scopeBindings } from '../queries/reports/report-scope';

/** The same report counted from the bookings themselves: what the kept counts must always equal. */
export async function bookingsReportDirect(db: Knex, scope: ReportScope): Promise<BookingsReport> {
  const { rows } = (await db.raw(
    `select b.branch, line->>'id' as treatment, max(line->>'name') as treatment_name,
            count(distinct b.id)::int as bookings,
            (count(distinct b.id) filter (where b.status = 'cancelled'))::int as cancelled,
            (count(distinct b.id) filter (where b.status = 'no-show'))::int as no_shows
       from bookings b cross join lateral jsonb_array_elements(b.cart_items) as line
      where b.deleted_at is null and b.service_date between :from and :to${branchClause('b.branch', scope)}
      group by b.branch, line->>'id'
      order by b.branch, treatment_name, treatment`,
    scopeBindings(scope),
  )) as { rows: CountRow[] };
  const totals = (await db.raw(
    `select count(*)::int as bookings,
            (count(*) filter (where status = 'cancelled'))::int as cancelled,
            (count(*) filter (where status = 'no-show'))::int as no_shows
       from bookings b
      where b.deleted_at is null and b.service_date between :from and :to${branchClause('b.branch', scope)}`,
    scopeBindings(scope),
  )) as { rows: CountRow[] };
  return bookingsReportOf(rows, totals.rows[0]);
}
