import { BarChart } from './bar-chart';
import { branchName, countText, percentText } from './report-format';
import { ReportSection } from './report-section';
import type { BookingsReport, ReportQuery } from './reports-api';
import { TableScroll } from './table-scroll';
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
            <TableScroll label="Bookings, cancellations and no-shows by branch and treatment">
              <table className="report__table">
                <caption className="visually-hidden">
                  Bookings, cancellations and no-shows by branch and treatment
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Branch</th>
                    <th scope="col">Treatment</th>
                    <th scope="col" className="report__number">
                      Bookings
                    </th>
                    <th scope="col" className="report__number">
                      Cancelled
                    </th>
                    <th scope="col" className="report__number">
                      No-shows
                    </th>
                    <th scope="col" className="report__number">
                      No-show rate
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={`${row.branch}-${row.treatment}`}>
                      <td>{branchName(row.branch)}</td>
                      <td>{row.treatmentName}</td>
                      <td className="report__number">{countText(row.bookings)}</td>
                      <td className="report__number">{countText(row.cancelled)}</td>
                      <td className="report__number">{countText(row.noShows)}</td>
                      <td className="report__number">{percentText(row.noShowRate)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      All bookings
                    </th>
                    <td className="report__number">{countText(report.total.bookings)}</td>
                    <td className="report__number">{countText(report.total.cancelled)}</td>
                    <td className="report__number">{countText(report.total.noShows)}</td>
                    <td className="report__number">{percentText(report.total.noShowRate)}</td>
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </div>
        )
      }
    </ReportSection>
  );
}
