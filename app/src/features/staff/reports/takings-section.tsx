import { BarChart } from './bar-chart';
import { branchName, pesoText } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import type { ReportQuery, TakingsReport } from './reports-api';
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
              <ReportTable
                caption="Takings by day, branch and method"
                rows={report.rows}
                rowKey={(row) => `${row.date}-${row.branch}-${row.method}`}
                totalLabel="Takings in all"
                columns={[
                  { header: 'Date', cell: (row) => row.date },
                  { header: 'Branch', cell: (row) => branchName(row.branch) },
                  { header: 'Method', cell: (row) => METHOD_NAMES[row.method] ?? row.method },
                  {
                    header: 'Amount',
                    numeric: true,
                    cell: (row) => pesoText(row.amount),
                    total: pesoText(report.total),
                  },
                ]}
              />
            </>
          )}
        </div>
      )}
    </ReportSection>
  );
}
