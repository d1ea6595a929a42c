import type { Knex } from 'knex';
import { HOLDING_STATUSES_SQL } from '../../../domain/booking-status';
import { PLACE_IDS, type PlaceId } from '../../../domain/opening-hours';
import type {
  Resource,
  ResourceKind,
  ResourceSchedule,
  ScheduleException,
  TimeRange,
  WeeklySchedule,
} from '../../../domain/resources/resource-shapes';
import { isUuid } from '../users/users';
import { type PlaceScope, wherePlace } from './place-scope';

interface ResourceRow {
  id: string;
  branch: PlaceId;
  kind: ResourceKind;
  name: string;
  skills: string[];
  type: string;
  active: boolean;
  has_schedule: boolean;
  weekly: WeeklySchedule | null;
}

interface ExceptionRow {
  resource_id: string;
  exception_date: string;
  hours: TimeRange[] | null;
}

const KIND_ORDER: Record<ResourceKind, number> = { practitioner: 0, room: 1, machine: 2 };
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The desk's order: by branch, then people, rooms and machines, each by name with numbers in order
 * (Room 2 before Room 10).
 */
export function deskOrder(a: Resource, b: Resource): number {
  return (
    PLACE_IDS.indexOf(a.branch) - PLACE_IDS.indexOf(b.branch) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    byName.compare(a.name, b.name)
  );
}

function exceptionOf(row: ExceptionRow): ScheduleException {
  return row.hours ? { date: row.exception_date, hours: row.hours } : { date: row.exception_date, off: true };
}

function resourceOf(row: ResourceRow, exceptions: ScheduleException[]): Resource {
  const schedule: ResourceSchedule | null =
    row.has_schedule || exceptions.length > 0 ? { weekly: row.weekly ?? null, exceptions } : null;
  return {
    id: row.id,
    branch: row.branch,
    kind: row.kind,
    name: row.name,
    skills: row.skills,
    type: row.type,
    active: row.active,
    schedule,
  };
}

function baseQuery(db: Knex) {
  return db('resources')
    .leftJoin('resource_schedules', 'resource_schedules.resource_id', 'resources.id')
    .select(
      'resources.id',
      'resources.branch',
      'resources.kind',
      'resources.name',
      'resources.skills',
      'resources.type',
      'resources.active',
      'resource_schedules.weekly',
      db.raw('resource_schedules.resource_id is not null as has_schedule'),
    );
}

async function withExceptions(db: Knex, rows: ResourceRow[]): Promise<Resource[]> {
  if (rows.length === 0) return [];
  const exceptionRows: ExceptionRow[] = await db('resource_exceptions')
    .whereIn(
      'resource_id',
      rows.map((row) => row.id),
    )
    .select('resource_id', 'exception_date', 'hours')
    .orderBy('exception_date');
  const exceptions = new Map<string, ScheduleException[]>();
  for (const row of exceptionRows) {
    const list = exceptions.get(row.resource_id) ?? [];
    list.push(exceptionOf(row));
    exceptions.set(row.resource_id, list);
  }
  return rows.map((row) => resourceOf(row, exceptions.get(row.id) ?? [])).sort(deskOrder);
}

/**
 * The resources of a place, of some (a staff member limited to branches), or of all (undefined),
 * retired ones included, in the desk's order.
 */
export async function listResources(db: Knex, places?: PlaceScope): Promise<Resource[]> {
  const query = wherePlace(baseQuery(db), 'resources.branch', places);
  return withExceptions(db, (await query) as ResourceRow[]);
}

export async function findResource(db: Knex, id: string): Promise<Resource | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = (await baseQuery(db).where('resources.id', id)) as ResourceRow[];
  return (await withExceptions(db, rows))[0];
}

/** How many live visits from `today` on still hold a resource (a retirement leaves them to move). */
export async function visitsHoldingResource(db: Knex, resourceId: string, today: string): Promise<number> {
  const { rows } = await db.raw<{ rows: Array<{ n: number | string }> }>(
    `select count(distinct a.booking_id) as n
       from booking_assignments a join bookings b on b.id = a.booking_id
      where a.resource_id = :resourceId::uuid and a.service_date >= :today::date
        and b.deleted_at is null and b.status in (${HOLDING_STATUSES_SQL})`,
    { resourceId, today },
  );
  return Number(rows[0]?.n ?? 0);
}
