import { branchName, countText, pesoText } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import type { PackagesReport, ReportQuery } from './reports-api';
import type { ReportLoad } from './use-report';

export function PackagesSection({ query, load }: { query: ReportQuery; load: ReportLoad<PackagesReport> }) {
  return (
    <ReportSection
      name="packages"
      title="Package sessions owed"
      lead="What the clinic still owes on packages bought up to the period's end and open today: the sessions clients may still book, at each package's price per session."
      query={query}
      load={load}
    >
      {(report) =>
        report.rows.length === 0 ? (
          <p className="report__status">No package bought by the end of this period has sessions left.</p>
        ) : (
          <ReportTable
            caption="Package sessions owed"
            rows={report.rows}
            rowKey={(row) => `${row.branch}-${row.treatment}-${row.title}`}
            totalLabel="Owed in all"
            columns={[
              { header: 'Branch', cell: (row) => branchName(row.branch) },
              { header: 'Package', cell: (row) => `${row.treatment}${row.title ? ` (${row.title})` : ''}` },
              {
                header: 'Open packages',
                numeric: true,
                cell: (row) => countText(row.packages),
                total: countText(report.total.packages),
              },
              {
                header: 'Sessions owed',
                numeric: true,
                cell: (row) => countText(row.sessionsLeft),
                total: countText(report.total.sessionsLeft),
              },
              {
                header: 'Value',
                numeric: true,
                cell: (row) => pesoText(row.value),
                total: pesoText(report.total.value),
              },
            ]}
          />
        )
      }
    </ReportSection>
  );
}
