import { BarChart } from './bar-chart';
import { branchName, countText, percentText } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import type { BookingsReport, ReportQuery } from './reports-api';
import type { ReportLoad } from './use-report';

export function BookingsSection({ query, load }: { query: ReportQuery; load: ReportLoad<BookingsReport> }) {
  return (
    <ReportSection
      name="bookings"
      title="Bookings, cancellations and no-shows"
      lead="Visits booked for a date in the period, by branch and treatment. The no-show rate is of the visits expected (booked less cancelled)."
      query={query}
      load={load}
    >
      {(report) =>
        report.rows.length === 0 ? (
          <p className="report__status">No bookings in this period.</p>
        ) : (
          <div className="report__body">
            <BarChart
              title="No-show rate by branch and treatment"
              max={Math.max(10, ...report.rows.map((row) => row.noShowRate))}
              bars={report.rows.map((row) => ({
                label: `${branchName(row.branch)} · ${row.treatmentName}`,
                value: row.noShowRate,
                text: percentText(row.noShowRate),
              }))}
            />
            <ReportTable
              caption="Bookings, cancellations and no-shows by branch and treatment"
              rows={report.rows}
              rowKey={(row) => `${row.branch}-${row.treatment}`}
              totalLabel="All bookings"
              columns={[
                { header: 'Branch', cell: (row) => branchName(row.branch) },
                { header: 'Treatment', cell: (row) => row.treatmentName },
                {
                  header: 'Bookings',
                  numeric: true,
                  cell: (row) => countText(row.bookings),
                  total: countText(report.total.bookings),
                },
                {
                  header: 'Cancelled',
                  numeric: true,
                  cell: (row) => countText(row.cancelled),
                  total: countText(report.total.cancelled),
                },
                {
                  header: 'No-shows',
                  numeric: true,
                  cell: (row) => countText(row.noShows),
                  total: countText(report.total.noShows),
                },
                {
                  header: 'No-show rate',
                  numeric: true,
                  cell: (row) => percentText(row.noShowRate),
                  total: percentText(report.total.noShowRate),
                },
              ]}
            />
          </div>
        )
      }
    </ReportSection>
  );
}
