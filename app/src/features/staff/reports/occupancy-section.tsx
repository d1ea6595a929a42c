import { BarChart } from './bar-chart';
import { branchName, countText, hoursText, percentText } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import type { OccupancyReport, ReportQuery } from './reports-api';
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
          <ReportTable
            caption="How full each branch was"
            rows={report.rows}
            rowKey={(row) => row.branch}
            columns={[
              { header: 'Branch', cell: (row) => branchName(row.branch) },
              { header: 'Visits', numeric: true, cell: (row) => countText(row.visits) },
              { header: 'Booked', numeric: true, cell: (row) => hoursText(row.bookedMinutes) },
              { header: 'Rooms', numeric: true, cell: (row) => countText(row.rooms) },
              { header: 'Could be booked', numeric: true, cell: (row) => hoursText(row.capacityMinutes) },
              { header: 'Full', numeric: true, cell: (row) => percentText(row.percent) },
            ]}
          />
          {report.resources.length > 0 ? (
            <ReportTable
              caption="Each practitioner, room and machine"
              captionShown
              rows={report.resources}
              rowKey={(row) => row.resourceId}
              columns={[
                { header: 'Branch', cell: (row) => branchName(row.branch) },
                { header: 'Name', cell: (row) => row.name },
                { header: 'Kind', cell: (row) => KIND_NAMES[row.kind] ?? row.kind },
                { header: 'Visits', numeric: true, cell: (row) => countText(row.visits) },
                { header: 'Booked', numeric: true, cell: (row) => hoursText(row.bookedMinutes) },
                { header: 'Full', numeric: true, cell: (row) => percentText(row.percent) },
              ]}
            />
          ) : null}
        </div>
      )}
    </ReportSection>
  );
}
