import { branchName, countText } from './report-format';
import { ReportSection } from './report-section';
import type { ClientsReport, ReportQuery } from './reports-api';
import { TableScroll } from './table-scroll';
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
          <TableScroll label="New and returning clients by branch">
            <table className="report__table">
              <caption className="visually-hidden">New and returning clients by branch</caption>
              <thead>
                <tr>
                  <th scope="col">Branch</th>
                  <th scope="col" className="report__number">
                    New
                  </th>
                  <th scope="col" className="report__number">
                    Returning
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.branch}>
                    <td>{branchName(row.branch)}</td>
                    <td className="report__number">{countText(row.newClients)}</td>
                    <td className="report__number">{countText(row.returningClients)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All branches</th>
                  <td className="report__number">{countText(report.total.newClients)}</td>
                  <td className="report__number">{countText(report.total.returningClients)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        )
      }
    </ReportSection>
  );
}
