import { BarChart } from './bar-chart';
import { branchName, countText, hoursText, percentText } from './report-format';
import { ReportSection } from './report-section';
import type { OccupancyReport, ReportQuery } from './reports-api';
import { TableScroll } from './table-scroll';
import type { ReportLoad } from './use-report';

const KIND_NAMES: Record<string, string> = { practitioner: 'Practitioner', room: 'Room', machine: 'Machine' };

export function OccupancySection({ query, load }: { query: ReportQuery; load: ReportLoad<OccupancyReport> }) {
  return (
    <ReportSection
      name="occupancy"
      title="How full each branch was"
      lead="Hours of visits (no-shows included) over the hours open times the rooms; each practitioner, room and machine over its branch's open hours."
      query={query}
      load={load}
    >
      {(report) => (
        <div className="report__body">
          <BarChart
            title="How full each branch was"
            max={100}
            bars={report.rows.map((row) => ({
              label: branchName(row.branch),
              value: row.percent,
              text: percentText(row.percent),
            }))}
          />
          <TableScroll label="How full each branch was">
            <table className="report__table">
              <caption className="visually-hidden">How full each branch was</caption>
              <thead>
                <tr>
                  <th scope="col">Branch</th>
                  <th scope="col" className="report__number">
                    Visits
                  </th>
                  <th scope="col" className="report__number">
                    Booked
                  </th>
                  <th scope="col" className="report__number">
                    Rooms
                  </th>
                  <th scope="col" className="report__number">
                    Could be booked
                  </th>
                  <th scope="col" className="report__number">
                    Full
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.branch}>
                    <td>{branchName(row.branch)}</td>
                    <td className="report__number">{countText(row.visits)}</td>
                    <td className="report__number">{hoursText(row.bookedMinutes)}</td>
                    <td className="report__number">{countText(row.rooms)}</td>
                    <td className="report__number">{hoursText(row.capacityMinutes)}</td>
                    <td className="report__number">{percentText(row.percent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {report.resources.length > 0 ? (
            <TableScroll label="Each practitioner, room and machine">
              <table className="report__table">
                <caption className="report__caption">Each practitioner, room and machine</caption>
                <thead>
                  <tr>
                    <th scope="col">Branch</th>
                    <th scope="col">Name</th>
                    <th scope="col">Kind</th>
                    <th scope="col" className="report__number">
                      Visits
                    </th>
                    <th scope="col" className="report__number">
                      Booked
                    </th>
                    <th scope="col" className="report__number">
                      Full
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.resources.map((row) => (
                    <tr key={row.resourceId}>
                      <td>{branchName(row.branch)}</td>
                      <td>{row.name}</td>
                      <td>{KIND_NAMES[row.kind] ?? row.kind}</td>
                      <td className="report__number">{countText(row.visits)}</td>
                      <td className="report__number">{hoursText(row.bookedMinutes)}</td>
                      <td className="report__number">{percentText(row.percent)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </div>
      )}
    </ReportSection>
  );
}
