import { branchName, countText, pesoText } from './report-format';
import { ReportSection } from './report-section';
import type { PackagesReport, ReportQuery } from './reports-api';
import { TableScroll } from './table-scroll';
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
          <TableScroll label="Package sessions owed">
            <table className="report__table">
              <caption className="visually-hidden">Package sessions owed</caption>
              <thead>
                <tr>
                  <th scope="col">Branch</th>
                  <th scope="col">Package</th>
                  <th scope="col" className="report__number">
                    Open packages
                  </th>
                  <th scope="col" className="report__number">
                    Sessions owed
                  </th>
                  <th scope="col" className="report__number">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={`${row.branch}-${row.treatment}-${row.title}`}>
                    <td>{branchName(row.branch)}</td>
                    <td>
                      {row.treatment}
                      {row.title ? ` (${row.title})` : ''}
                    </td>
                    <td className="report__number">{countText(row.packages)}</td>
                    <td className="report__number">{countText(row.sessionsLeft)}</td>
                    <td className="report__number">{pesoText(row.value)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Owed in all
                  </th>
                  <td className="report__number">{countText(report.total.packages)}</td>
                  <td className="report__number">{countText(report.total.sessionsLeft)}</td>
                  <td className="report__number">{pesoText(report.total.value)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        )
      }
    </ReportSection>
  );
}
