import type { Knex } from 'knex';
import { branchClause, type ReportScope, scopeBindings } from './report-scope';

export interface PackagesOwedRow {
  branch: string;
  treatment: string;
  title: string;
  packages: number;
  sessionsLeft: number;
  value: number;
}

export interface PackagesOwedReport {
  rows: PackagesOwedRow[];
  total: { packages: number; sessionsLeft: number; value: number };
}

/**
 * What the clinic owes on its books for packages: every package bought up to the period's end (opened
 * on a Manila date on or before `to`, whenever it was) that is open today (not refunded, not expired,
 * sessions left), at each package's sessions left times its per-session price, the cart line's total
 * over its sessions. A liability is what is still owed, not what was sold in the period, so `from`
 * does not bound it. A package of unlimited sessions has no count to owe and is left out. The branch
 * is the one of the visit that bought it.
 */
export async function packagesOwedReport(db: Knex, scope: ReportScope): Promise<PackagesOwedReport> {
  const { rows } = (await db.raw(
    `select b.branch, p.service_id as treatment, p.title, count(*)::int as packages,
            sum(p.sessions_total - p.sessions_used)::int as sessions_left,
            round(sum((p.sessions_total - p.sessions_used)
                  * ((b.cart_items->p.source_line->>'lineTotal')::numeric / p.sessions_total)), 2)::text as value
       from client_packages p join bookings b on b.id = p.source_booking_id
      where p.refunded_at is null and p.sessions_total is not null and p.sessions_used < p.sessions_total
        and (p.expires_at is null or p.expires_at > now())
        and p.created_at < ((:to::date) + 1)::timestamp at time zone 'Asia/Manila'${branchClause('b.branch', scope)}
      group by b.branch, p.service_id, p.title
      order by b.branch, p.title`,
    scopeBindings(scope),
  )) as {
    rows: Array<{
      branch: string;
      treatment: string;
      title: string;
      packages: number;
      sessions_left: number;
      value: string;
    }>;
  };
  const owed = rows.map((row) => ({
    branch: row.branch,
    treatment: row.treatment,
    title: row.title,
    packages: Number(row.packages),
    sessionsLeft: Number(row.sessions_left),
    value: Number(row.value),
  }));
  return {
    rows: owed,
    total: {
      packages: owed.reduce((sum, row) => sum + row.packages, 0),
      sessionsLeft: owed.reduce((sum, row) => sum + row.sessionsLeft, 0),
      value: Math.round(owed.reduce((sum, row) => sum + row.value * 100, 0)) / 100,
    },
  };
}
