import type { Knex } from 'knex';
import { branchClause, type ReportScope, scopeBindings } from './report-scope';

export interface ClientsReportRow {
  branch: string;
  newClients: number;
  returningClients: number;
}

export interface ClientsReport {
  rows: ClientsReportRow[];
  total: { newClients: number; returningClients: number };
}

/**
 * The people who had a visit in the period (booked for a date from..to, not cancelled), each once,
 * under the branch of their first visit in it: new when they had no visit before `from` anywhere,
 * returning otherwise. A merged record counts as the person it was merged into.
 */
export async function clientsReport(db: Knex, scope: ReportScope): Promise<ClientsReport> {
  const { rows } = (await db.raw(
    `with visits as (
       select coalesce(c.merged_into, c.id) as person, b.branch, b.service_date, b.service_time
         from bookings b join clients c on c.id = b.client_id
        where b.deleted_at is null and b.status <> 'cancelled'
     ),
     seen as (
       select distinct on (person) person, branch
         from visits
        where service_date between :from and :to${branchClause('branch', scope)}
        order by person, service_date, service_time
     )
     select s.branch,
            (count(*) filter (where not exists (
              select 1 from visits v where v.person = s.person and v.service_date < :from)))::int as new_clients,
            (count(*) filter (where exists (
              select 1 from visits v where v.person = s.person and v.service_date < :from)))::int as returning_clients
       from seen s
      group by s.branch
      order by s.branch`,
    scopeBindings(scope),
  )) as { rows: Array<{ branch: string; new_clients: number; returning_clients: number }> };
  const counted = rows.map((row) => ({
    branch: row.branch,
    newClients: Number(row.new_clients),
    returningClients: Number(row.returning_clients),
  }));
  return {
    rows: counted,
    total: {
      newClients: counted.reduce((sum, row) => sum + row.newClients, 0),
      returningClients: counted.reduce((sum, row) => sum + row.returningClients, 0),
    },
  };
}
