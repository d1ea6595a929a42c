import type { Knex } from 'knex';
import { branchClause, type ReportScope, scopeBindings } from './report-scope';

export interface TakingsRow {
  date: string;
  branch: string;
  /** 'cash' | 'gcash' | 'maya' | 'card' | 'bank', or 'unrecorded' for money from before the ledger. */
  method: string;
  amount: number;
}

export interface TakingsReport {
  rows: TakingsRow[];
  total: number;
}

/**
 * The money recorded in the period (every ledger entry, corrections and refunds subtracting), by the
 * Manila date it was recorded, the branch of its booking and the method. A day runs from 00:00 to
 * 24:00 in Manila, so the range is the instants of `from` 00:00 to the day after `to` 00:00 there,
 * which the recorded_at index answers.
 */
export async function takingsReport(db: Knex, scope: ReportScope): Promise<TakingsReport> {
  const { rows } = (await db.raw(
    `select to_char(e.recorded_at at time zone 'Asia/Manila', 'YYYY-MM-DD') as date, b.branch,
            coalesce(e.method, 'unrecorded') as method, sum(e.amount)::text as amount
       from payment_entries e join bookings b on b.id = e.booking_id
      where e.recorded_at >= (:from::date)::timestamp at time zone 'Asia/Manila'
        and e.recorded_at < ((:to::date) + 1)::timestamp at time zone 'Asia/Manila'${branchClause('b.branch', scope)}
      group by 1, 2, 3
      order by 1, 2, 3`,
    scopeBindings(scope),
  )) as { rows: Array<{ date: string; branch: string; method: string; amount: string }> };
  const takings = rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  const centavos = takings.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  return { rows: takings, total: centavos / 100 };
}
