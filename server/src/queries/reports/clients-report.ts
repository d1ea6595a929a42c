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
    `with seen as (
       select distinct on (person) person, branch
         from (select coalesce(c.merged_into, c.id) as person, b.branch, b.service_date, b.service_time
                 from bookings b join clients c on c.id = b.client_id
                where b.deleted_at is null and b.status <> 'cancelled'
                  and b.service_date between :from and :to${branchClause('b.branch', scope)}) as visits
        order by person, service_date, service_time
     ),
     judged as materialized (
       select s.branch, exists (
                select 1 from clients m join bookings v on v.client_id = m.id
                 where (m.id = s.person or m.merged_into = s.person)
                   and v.deleted_at is null and v.status <> 'cancelled' and v.service_date < :from
              ) as came_before
         from seen s
     )
     select branch, (count(*) filter (where not came_before))::int as new_clients,
            (count(*) filter (where came_before))::int as returning_clients
       from judged
      group by branch
      order by branch`,
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
