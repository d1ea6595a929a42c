import type { Knex } from 'knex';
import { HOLDING_STATUSES_SQL } from '../../../domain/booking-status';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import type { CatalogueService } from '../../../domain/catalogue/catalogue-shapes';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { addDays } from '../../../domain/manila-date';
import { minuteOfDay, ONLINE_PLACE, type PlaceId, timeOfMinute } from '../../../domain/opening-hours';
import { CONSULTATION_SERVICE, CONSULTATION_SERVICE_ID } from '../../../domain/resources/consultation-line';
import type { DayPlanInput } from '../../../domain/resources/day-plan';
import { withPractitioner } from '../../../domain/resources/practitioner-choice';
import type {
  Assignment,
  Resource,
  ScheduleException,
  TimeRange,
  WeeklySchedule,
} from '../../../domain/resources/resource-shapes';
import { dayOfStoredVisits, type StoredVisit } from '../../../domain/resources/stored-visits';
import { bookedVisitLines, visitLinesOf } from '../../../domain/resources/visit-lines';
import type { VisitLine } from '../../../domain/resources/visit-plan';
import { type NamedStatement, namedStatement, runNamed } from '../db/named-statement';
import type { Exclusions } from './busy-visits';
import { deskOrder } from './resources';

/** How a hold's id is told from a booking's among a day's visits. */
export const HOLD_PREFIX = 'hold:';

/** How an online consultation's id is told from a booking's among a day's visits. */
export const CONSULTATION_PREFIX = 'consultation:';

type FindService = (id: string) => Pick<CatalogueService, 'name' | 'durationMinutes' | 'needs'> | undefined;

const finders = new WeakMap<CatalogueRules, FindService>();

/**
 * The current catalogue's treatments with their needs, by id (worked out once per version), and the
 * online consultation (one consultant for 30 minutes), which is no treatment of the catalogue.
 */
export function catalogueServices(rules: CatalogueRules): FindService {
  let find = finders.get(rules);
  if (!find) {
    const byId = new Map<string, Pick<CatalogueService, 'name' | 'durationMinutes' | 'needs'>>(
      rules.catalogue.services.map((service) => [service.id, service]),
    );
    byId.set(CONSULTATION_SERVICE_ID, CONSULTATION_SERVICE);
    find = (id) => byId.get(id);
    finders.set(rules, find);
  }
  return find;
}

/**
 * A cart's lines as the visit runs them, with each treatment's current needs, and the practitioner
 * the client chose on the lines that take one.
 */
export function cartLines(
  serviceIds: readonly string[],
  rules: CatalogueRules,
  practitionerId?: string | null,
): VisitLine[] {
  return withPractitioner(visitLinesOf(serviceIds, catalogueServices(rules)), practitionerId);
}

interface DayRow {
  kind: 'resource' | 'visit' | 'closed';
  id: string | null;
  date: string | null;
  time: string | null;
  minutes: number | string | null;
  service_ids: string[] | null;
  /** Visits: the practitioner the client chose, if any. */
  practitioner_id: string | null;
  /** Holds' and consultations': their stored assignments (times as `HH:MM`); resources: the resource. */
  data: unknown;
  /** A booking's rows: one per stored assignment (its columns, times in minutes), or one of nulls. */
  position: number | null;
  service_id: string | null;
  resource_id: string | null;
  resource_kind: Assignment['kind'] | null;
  resource_name: string | null;
  start_minute: number | null;
  end_minute: number | null;
  pinned: boolean | null;
}

type StoredAssignment = Omit<Assignment, 'start' | 'end'> & {
  start: number | string;
  end: number | string;
  /** Chosen by the desk (bookings only). */
  pinned?: boolean;
  /** A booking's: the order it is stored in (its rows may come in any order). */
  position?: number;
};

interface ResourceData {
  branch: PlaceId;
  kind: Resource['kind'];
  name: string;
  skills: string[];
  type: string;
  active: boolean;
  hasSchedule: boolean;
  weekly: WeeklySchedule | null;
  exceptions: Array<{ date: string; hours: TimeRange[] | null }>;
}

function resourceOfData(id: string, data: ResourceData): Resource {
  const exceptions: ScheduleException[] = data.exceptions.map((entry) =>
    entry.hours ? { date: entry.date, hours: entry.hours } : { date: entry.date, off: true },
  );
  return {
    id,
    branch: data.branch,
    kind: data.kind,
    name: data.name,
    skills: data.skills,
    type: data.type,
    active: data.active,
    schedule: data.hasSchedule || exceptions.length > 0 ? { weekly: data.weekly ?? null, exceptions } : null,
  };
}

/**
 * One statement, of these parts (dayStatement): the place's resources (with their schedules and the exceptions in the range), its
 * live visits (pending and confirmed bookings, a row per stored assignment joined in, plain columns:
 * building a JSON object per assignment cost the database more than reading the day; online: the
 * consultations not cancelled or missed with their consultant, holds not expired) and its closed
 * dates. `:bookingId` leaves out the booking or consultation being moved. Expiry is read against the
 * database's clock, the one every instance shares.
 */
const RESOURCES_PART = `
  select 'resource' as kind, r.id::text as id, null as date, null as time, null::int as minutes, null::jsonb as service_ids, null::text as practitioner_id,
         jsonb_build_object('branch', r.branch, 'kind', r.kind, 'name', r.name, 'skills', r.skills, 'type', r.type,
           'active', r.active, 'hasSchedule', s.resource_id is not null, 'weekly', s.weekly,
           'exceptions', coalesce((select jsonb_agg(jsonb_build_object('date', to_char(e.exception_date, 'YYYY-MM-DD'), 'hours', e.hours))
                                     from resource_exceptions e
                                    where e.resource_id = r.id and e.exception_date between :from::date and :to::date), '[]'::jsonb)) as data,
         null::int as position, null::text as service_id, null::text as resource_id, null::text as resource_kind,
         null::text as resource_name, null::int as start_minute, null::int as end_minute, null::boolean as pinned
    from resources r left join resource_schedules s on s.resource_id = r.id
   where r.branch = :place`;

const BOOKINGS_PART = `
  select 'visit', b.id::text, to_char(b.service_date, 'YYYY-MM-DD'), b.service_time, b.visit_minutes::int, cart.ids,
         b.practitioner_id::text, null,
         a.position::int, a.service_id, a.resource_id::text, a.kind, a.name, a.start_minute::int, a.end_minute::int, a.pinned
    from bookings b
         cross join lateral (select coalesce(jsonb_agg(item->>'id'), '[]'::jsonb) as ids
                               from jsonb_array_elements(b.cart_items) item) cart
         left join booking_assignments a on a.booking_id = b.id
   where b.branch = :place and b.service_date between :from::date and :to::date and b.deleted_at is null
     and b.status in (${HOLDING_STATUSES_SQL}) and b.id is distinct from :bookingId::uuid`;

/** Online only: its consultations (a branch's statement leaves this part out). */
const CONSULTATIONS_PART = `
  select 'visit', 'consultation:' || c.id::text, to_char(c.consultation_date, 'YYYY-MM-DD'), c.consultation_time, ${CONSULTATION_MINUTES},
         '["${CONSULTATION_SERVICE_ID}"]'::jsonb, null,
         case when c.consultant_id is null then '[]'::jsonb
              else jsonb_build_array(jsonb_build_object('serviceId', '${CONSULTATION_SERVICE_ID}', 'resourceId', c.consultant_id,
                     'kind', 'practitioner', 'name', c.consultant_name, 'start', c.consultation_time,
                     'end', to_char(c.consultation_time::time + interval '${CONSULTATION_MINUTES} minutes', 'HH24:MI'))) end,
         null, null, null, null, null, null, null, null
    from online_consultations c
   where c.consultation_date between :from::date and :to::date
     and c.status not in ('cancelled', 'no-show') and c.id is distinct from :bookingId::uuid`;

const HOLDS_PART = `
  select 'visit', 'hold:' || h.id::text, to_char(h.hold_date, 'YYYY-MM-DD'), h.hold_time, h.visit_minutes::int, h.service_ids, h.practitioner_id::text, h.assignments,
         null, null, null, null, null, null, null, null
    from slot_holds h
   where h.place = :place and h.hold_date between :from::date and :to::date and h.expires_at > now()
     and h.id is distinct from :holdId::uuid`;

const CLOSED_PART = `
  select 'closed', null, to_char(c.closed_date, 'YYYY-MM-DD'), null, null, null, null, null,
         null, null, null, null, null, null, null, null
    from closed_dates c
   where c.place = :place and c.closed_date between :from::date and :to::date`;

/**
 * Four texts of the one read: a range of dates or one date (every availability answer and every
 * booking: each `between :from and :to` there is `= :from`), and online (its consultations) or a
 * branch (none). PostgreSQL planned a single text again on every call, 0.6-0.9 ms of the read's
 * 1-2 ms: its generic plan, covering every place and any range, looked dearer than a plan made for
 * the actual place and dates. Each of these keeps one generic plan of the same index scans.
 */
function dayStatement(online: boolean, oneDay: boolean): NamedStatement {
  const parts = [
    RESOURCES_PART,
    BOOKINGS_PART,
    ...(online ? [CONSULTATIONS_PART] : []),
    HOLDS_PART,
    CLOSED_PART,
  ];
  const sql = parts.join('\n  union all');
  return namedStatement(oneDay ? sql.replaceAll('between :from::date and :to::date', '= :from::date') : sql);
}

const DAY_STATEMENTS = {
  online: { range: dayStatement(true, false), oneDay: dayStatement(true, true) },
  branch: { range: dayStatement(false, false), oneDay: dayStatement(false, true) },
};

const asTime = (value: number | string) => (typeof value === 'number' ? timeOfMinute(value) : value);

/** A booking's assignment from its joined row (none when it has none). */
function bookingAssignmentOf(row: DayRow): StoredAssignment | undefined {
  if (row.position === null || !row.resource_id || !row.resource_kind) return undefined;
  return {
    position: row.position,
    serviceId: row.service_id ?? '',
    resourceId: row.resource_id,
    kind: row.resource_kind,
    name: row.resource_name ?? '',
    start: Number(row.start_minute),
    end: Number(row.end_minute),
    pinned: row.pinned === true,
  };
}

function storedVisitOf(id: string, row: DayRow, stored: StoredAssignment[], find: FindService): StoredVisit {
  const ordered =
    stored.length > 1 ? [...stored].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)) : stored;
  return {
    id,
    start: minuteOfDay(row.time ?? ''),
    lines: withPractitioner(
      bookedVisitLines(row.service_ids ?? [], Number(row.minutes), find),
      row.practitioner_id,
    ),
    assignments: ordered.map(({ pinned: _pinned, position: _position, ...a }) => ({
      ...a,
      start: asTime(a.start),
      end: asTime(a.end),
    })),
    pinned: stored.some((a) => a.pinned === true),
  };
}

/**
 * Everything a day's plan is made from, for each date from `from` to `to` at one place: the branch's
 * resources, its hours (none on a closed date) and its live visits (pending and confirmed bookings,
 * holds not expired, each with its lines and stored assignments; `exclude` leaves out the client's
 * own hold or the booking being moved). One statement whatever the range (DAY_SQL).
 */
export async function loadResourceDays(
  db: Knex,
  {
    place,
    from,
    to,
    rules,
    exclude = {},
  }: {
    place: PlaceId;
    from: string;
    to: string;
    rules: CatalogueRules;
    exclude?: Exclusions;
  },
): Promise<Map<string, DayPlanInput>> {
  const statements = DAY_STATEMENTS[place === ONLINE_PLACE ? 'online' : 'branch'];
  const rows = await runNamed<DayRow>(db, from === to ? statements.oneDay : statements.range, {
    place,
    from,
    to,
    bookingId: exclude.bookingId ?? null,
    holdId: exclude.holdId ?? null,
  });
  const find = catalogueServices(rules);
  const resources: Resource[] = [];
  const closedDates = new Set<string>();
  const visits = new Map<string, { date: string; row: DayRow; stored: StoredAssignment[] }>();
  for (const row of rows) {
    if (row.kind === 'resource' && row.id) resources.push(resourceOfData(row.id, row.data as ResourceData));
    else if (row.kind === 'closed' && row.date) closedDates.add(row.date);
    else if (row.kind === 'visit' && row.id && row.date && row.time) {
      let visit = visits.get(row.id);
      if (!visit) {
        visit = { date: row.date, row, stored: (row.data ?? []) as StoredAssignment[] };
        visits.set(row.id, visit);
      }
      const assignment = bookingAssignmentOf(row);
      if (assignment) visit.stored.push(assignment);
    }
  }
  const byDate = new Map<string, StoredVisit[]>();
  for (const [id, { date, row, stored }] of visits) {
    const list = byDate.get(date) ?? [];
    list.push(storedVisitOf(id, row, stored, find));
    byDate.set(date, list);
  }
  resources.sort(deskOrder);
  const days = new Map<string, DayPlanInput>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const branchHours = closedDates.has(date) ? null : rules.hoursOn(place, date);
    days.set(date, dayOfStoredVisits({ date, branchHours, resources }, byDate.get(date) ?? []));
  }
  return days;
}
