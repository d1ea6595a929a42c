import { branchName, countText } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import type { ClientsReport, ReportQuery } from './reports-api';
import type { ReportLoad } from './use-report';

export function ClientsSection({ query, load }: { query: ReportQuery; load: ReportLoad<ClientsReport> }) {
  return (
    <ReportSection
      name="clients"
      title="New and returning clients"
      lead="Each client with a visit in the period, once: new when it was their first visit with the clinic."
      query={query}
      load={load}
    >
      {(report) =>
        report.rows.length === 0 ? (
          <p className="report__status">No clients had a visit in this period.</p>
        ) : (
          <ReportTable
            caption="New and returning clients by branch"
            rows={report.rows}
            rowKey={(row) => row.branch}
            totalLabel="All branches"
            columns={[
              { header: 'Branch', cell: (row) => branchName(row.branch) },
              {
                header: 'New',
                numeric: true,
                cell: (row) => countText(row.newClients),
                total: countText(report.total.newClients),
              },
              {
                header: 'Returning',
                numeric: true,
                cell: (row) => countText(row.returningClients),
                total: countText(report.total.returningClients),
              },
            ]}
          />
        )
      }
    </ReportSection>
  );
}
