import type { Knex } from 'knex';
import type { WeeklyHours } from '../../../../domain/catalogue/catalogue-shapes';
import { fullness, openMinutesInRange } from '../../../../domain/reports/occupancy';
import { branchClause, type ReportScope, scopeBindings } from './report-scope';

export interface BranchFullness {
  branch: string;
  visits: number;
  bookedMinutes: number;
  rooms: number;
  capacityMinutes: number;
  percent: number;
}

export interface ResourceFullness {
  branch: string;
  resourceId: string;
  kind: string;
  name: string;
  visits: number;
  bookedMinutes: number;
  capacityMinutes: number;
  percent: number;
}

export interface OccupancyReport {
  rows: BranchFullness[];
  resources: ResourceFullness[];
}

/** Visits that took their place: every one not cancelled (a no-show held it too). */
const TOOK_PLACE = "b.deleted_at is null and b.status <> 'cancelled'";

/**
 * How full each branch was over the period: the minutes of its visits over its open minutes times
 * its active rooms; and each practitioner, room and machine: the minutes assigned to it over its
 * branch's open minutes (a resource's own shifts are not subtracted, so a part-time practitioner
 * reads less full than her hours would make her).
 */
export async function occupancyReport(db: Knex, scope: ReportScope): Promise<OccupancyReport> {
  const bindings = scopeBindings(scope);
  const [branches, closed, rooms, booked, assigned] = await Promise.all([
    db.raw(
      `select id, hours from branches where kind <> 'online'${branchClause('id', scope)} order by position`,
      bindings,
    ),
    db.raw(
      `select place, closed_date::text as date from closed_dates
        where closed_date between :from and :to${branchClause('place', scope)}`,
      bindings,
    ),
    db.raw(
      `select branch, count(*)::int as rooms from resources
        where kind = 'room' and active${branchClause('branch', scope)} group by branch`,
      bindings,
    ),
    db.raw(
      `select b.branch, count(*)::int as visits, coalesce(sum(b.visit_minutes), 0)::int as minutes
         from bookings b
        where ${TOOK_PLACE} and b.service_date between :from and :to${branchClause('b.branch', scope)}
        group by b.branch`,
      bindings,
    ),
    db.raw(
      `select r.id, r.branch, r.kind, r.name, count(a.booking_id)::int as visits,
              coalesce(sum(a.end_minute - a.start_minute), 0)::int as minutes
         from resources r
         left join (booking_assignments a join bookings b on b.id = a.booking_id and ${TOOK_PLACE})
           on a.resource_id = r.id and a.service_date between :from and :to
        where (r.active or a.booking_id is not null)${branchClause('r.branch', scope)}
        group by r.id, r.branch, r.kind, r.name
        order by r.branch, r.kind, r.name`,
      bindings,
    ),
  ]);
  const closedBy = new Map<string, Set<string>>();
  for (const row of closed.rows as Array<{ place: string; date: string }>) {
    closedBy.set(row.place, (closedBy.get(row.place) ?? new Set()).add(row.date));
  }
  const roomsBy = new Map(
    (rooms.rows as Array<{ branch: string; rooms: number }>).map((r) => [r.branch, Number(r.rooms)]),
  );
  const bookedBy = new Map(
    (booked.rows as Array<{ branch: string; visits: number; minutes: number }>).map((r) => [r.branch, r]),
  );
  const openBy = new Map<string, number>();
  for (const branch of branches.rows as Array<{ id: string; hours: WeeklyHours | string }>) {
    const hours = typeof branch.hours === 'string' ? (JSON.parse(branch.hours) as WeeklyHours) : branch.hours;
    openBy.set(
      branch.id,
      openMinutesInRange(hours, closedBy.get(branch.id) ?? new Set(), scope.from, scope.to),
    );
  }
  const rows = [...openBy].map(([branch, open]) => {
    const roomCount = Math.max(1, roomsBy.get(branch) ?? 0);
    const visits = Number(bookedBy.get(branch)?.visits ?? 0);
    const bookedMinutes = Number(bookedBy.get(branch)?.minutes ?? 0);
    const capacityMinutes = open * roomCount;
    return {
      branch,
      visits,
      bookedMinutes,
      rooms: roomCount,
      capacityMinutes,
      percent: fullness(bookedMinutes, capacityMinutes),
    };
  });
  const resources = (
    assigned.rows as Array<{
      id: string;
      branch: string;
      kind: string;
      name: string;
      visits: number;
      minutes: number;
    }>
  ).map((row) => {
    const capacityMinutes = openBy.get(row.branch) ?? 0;
    const bookedMinutes = Number(row.minutes);
    return {
      branch: row.branch,
      resourceId: row.id,
      kind: row.kind,
      name: row.name,
      visits: Number(row.visits),
      bookedMinutes,
      capacityMinutes,
      percent: fullness(bookedMinutes, capacityMinutes),
    };
  });
  return { rows, resources };
}
