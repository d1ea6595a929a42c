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

export interface CountRow {
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
 *
 * Both sums read the counts the bookings' triggers keep in the same transaction as every write
 * (booking_treatment_counts per treatment, booking_counts for the totals: migrations 20261202200000
 * and 20261121001000), a few rows a day, instead of every booking of the period and its cart.
 * The tests hold it equal to the bookings counted themselves (server/src/test/direct-reports.ts).
 */
export async function bookingsReport(db: Knex, scope: ReportScope): Promise<BookingsReport> {
  const [{ rows }, totals] = await Promise.all([
    db.raw(
      `select branch, nullif(treatment, '') as treatment, nullif(max(treatment_name), '') as treatment_name,
              sum(bookings)::int as bookings,
              coalesce(sum(bookings) filter (where status = 'cancelled'), 0)::int as cancelled,
              coalesce(sum(bookings) filter (where status = 'no-show'), 0)::int as no_shows
         from booking_treatment_counts
        where bookings > 0 and service_date between :from and :to${branchClause('branch', scope)}
        group by branch, treatment
        order by branch, treatment_name, treatment`,
      scopeBindings(scope),
    ) as Promise<{ rows: CountRow[] }>,
    db.raw(
      `select coalesce(sum(bookings), 0)::int as bookings,
              coalesce(sum(bookings) filter (where status = 'cancelled'), 0)::int as cancelled,
              coalesce(sum(bookings) filter (where status = 'no-show'), 0)::int as no_shows
         from booking_counts
        where service_date between :from and :to${branchClause('branch', scope)}`,
      scopeBindings(scope),
    ) as Promise<{ rows: CountRow[] }>,
  ]);
  return bookingsReportOf(rows, totals.rows[0]);
}

/** The report from its rows and totals as the SQL answers them. */
export function bookingsReportOf(rows: CountRow[], total: CountRow | undefined): BookingsReport {
  return {
    rows: rows.map((row) => ({
      branch: row.branch,
      treatment: row.treatment,
      treatmentName: row.treatment_name,
      ...counts(row),
    })),
    total: counts(total ?? { bookings: 0, cancelled: 0, no_shows: 0 }),
  };
}

function counts(row: Pick<CountRow, 'bookings' | 'cancelled' | 'no_shows'>) {
  const bookings = Number(row.bookings);
  const cancelled = Number(row.cancelled);
  const noShows = Number(row.no_shows);
  return { bookings, cancelled, noShows, noShowRate: percentage(noShows, bookings - cancelled) };
}
