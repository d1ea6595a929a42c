import type { Knex } from 'knex';
import { percentage } from '../../../../domain/reports/report-range';
import { branchClause, type ReportScope, scopeBindings } from './report-scope';

export interface BookingsReportRow {
  branch: string;
  treatment: string;
  treatmentName: string;
  bookings: number;
  cancelled: number;
  noShows: number;
  noShowRate: number;
}

export interface BookingsReport {
  rows: BookingsReportRow[];
  total: Omit<BookingsReportRow, 'branch' | 'treatment' | 'treatmentName'>;
}

interface CountRow {
  branch: string;
  treatment: string;
  treatment_name: string;
  bookings: number;
  cancelled: number;
  no_shows: number;
}

/**
 * Visits booked for a date in the period, by branch and treatment (a cart of two treatments counts
 * once under each), with those cancelled and those the client missed. The no-show rate is over the
 * visits that were expected (booked less cancelled). Deleted bookings are not counted.
 */
export async function bookingsReport(db: Knex, scope: ReportScope): Promise<BookingsReport> {
  const { rows } = (await db.raw(
    `select b.branch, line->>'id' as treatment, max(line->>'name') as treatment_name,
            count(distinct b.id)::int as bookings,
            (count(distinct b.id) filter (where b.status = 'cancelled'))::int as cancelled,
            (count(distinct b.id) filter (where b.status = 'no-show'))::int as no_shows
       from bookings b cross join lateral jsonb_array_elements(b.cart_items) as line
      where b.deleted_at is null and b.service_date between :from and :to${branchClause('b.branch', scope)}
      group by b.branch, line->>'id'
      order by b.branch, treatment_name`,
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
  const total = totals.rows[0] ?? { bookings: 0, cancelled: 0, no_shows: 0 };
  return {
    rows: rows.map((row) => ({
      branch: row.branch,
      treatment: row.treatment,
      treatmentName: row.treatment_name,
      ...counts(row),
    })),
    total: counts(total),
  };
}

function counts(row: Pick<CountRow, 'bookings' | 'cancelled' | 'no_shows'>) {
  const bookings = Number(row.bookings);
  const cancelled = Number(row.cancelled);
  const noShows = Number(row.no_shows);
  return { bookings, cancelled, noShows, noShowRate: percentage(noShows, bookings - cancelled) };
}
