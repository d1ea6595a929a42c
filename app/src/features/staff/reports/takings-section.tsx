import { BarChart } from './bar-chart';
import { branchName, pesoText } from './report-format';
import { ReportSection } from './report-section';
import type { ReportQuery, TakingsReport } from './reports-api';
import { TableScroll } from './table-scroll';
import type { ReportLoad } from './use-report';

const METHOD_NAMES: Record<string, string> = {
  cash: 'Cash',
  gcash: 'GCash',
  maya: 'Maya',
  card: 'Card',
  bank: 'Bank transfer',
  unrecorded: 'Not recorded',
};

/** Each day's money in all, for the chart: a manager looks for the slow day, not the figures. */
function byDay(report: TakingsReport) {
  const days = new Map<string, number>();
  for (const row of report.rows) days.set(row.date, (days.get(row.date) ?? 0) + Math.round(row.amount * 100));
  return [...days].map(([date, centavos]) => ({
    label: date,
    value: centavos / 100,
    text: pesoText(centavos / 100),
  }));
}

export function TakingsSection({ query, load }: { query: ReportQuery; load: ReportLoad<TakingsReport> }) {
  return (
    <ReportSection
      name="takings"
      title="Takings"
      lead="The money recorded each day (Manila time), by branch and payment method; corrections and refunds subtract."
      query={query}
      load={load}
    >
      {(report) => (
        <div className="report__body">
          <p className="report__total">
            Total <strong>{pesoText(report.total)}</strong>
          </p>
          {report.rows.length === 0 ? (
            <p className="report__status">No money was recorded in this period.</p>
          ) : (
            <>
              <BarChart title="Takings by day" bars={byDay(report)} />
              <TableScroll label="Takings by day, branch and method">
                <table className="report__table">
                  <caption className="visually-hidden">Takings by day, branch and method</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Branch</th>
                      <th scope="col">Method</th>
                      <th scope="col" className="report__number">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.rows.map((row) => (
                      <tr key={`${row.date}-${row.branch}-${row.method}`}>
                        <td>{row.date}</td>
                        <td>{branchName(row.branch)}</td>
                        <td>{METHOD_NAMES[row.method] ?? row.method}</td>
                        <td className="report__number">{pesoText(row.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        Takings in all
                      </th>
                      <td className="report__number">{pesoText(report.total)}</td>
                    </tr>
                  </tfoot>
                </table>
              </TableScroll>
            </>
          )}
        </div>
      )}
    </ReportSection>
  );
}
