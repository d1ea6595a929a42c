import type { Knex } from 'knex';
import type { BookingStatus } from '../../../domain/booking-status';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import type { DayHours } from '../../../domain/catalogue/catalogue-shapes';
import { minuteOfDay, ONLINE_PLACE, type PlaceId, timeOfMinute } from '../../../domain/opening-hours';
import { type AssignmentChoice, assignmentChoices } from '../../../domain/resources/assignment-choices';
import { CONSULTATION_SERVICE_ID } from '../../../domain/resources/consultation-line';
import { workingRanges } from '../../../domain/resources/resource-hours';
import type { Assignment, Resource, TimeRange } from '../../../domain/resources/resource-shapes';
import { bookedVisitLines } from '../../../domain/resources/visit-lines';
import { namedStatement, runNamed } from '../db/named-statement';
import { readDay } from './availability';
import type { DayOfferCache } from './availability-cache';
import { type CallBlock, calendarCalls } from './calendar-calls';
import { cartLines, catalogueServices } from './resource-days';

export interface CalendarResource {
  id: string;
  kind: Resource['kind'];
  name: string;
  skills: string[];
  type: string;
  active: boolean;
  /** When it is at work that day (exceptions, weekly schedule or the branch's hours): the shaded shifts. */
  working: TimeRange[];
}

export interface BookingBlock {
  id: string;
  kind: 'booking';
  bookingNumber: string;
  customerName: string;
  status: BookingStatus;
  serviceType: 'clinic' | 'home';
  /** `HH:MM` start and end of the whole visit. */
  time: string;
  end: string;
  services: Array<{ id: string; name: string }>;
  /** The health form put it under review and no staff note has cleared it yet. */
  underReview: boolean;
  /** The desk chose its resources. */
  pinned: boolean;
  assignments: AssignmentChoice[];
}

/** A treatment booking, or at the online place a video call (calendar-calls.ts). */
export type CalendarBlock = BookingBlock | CallBlock;

export interface CalendarDay {
  date: string;
  branch: PlaceId;
  hours: DayHours | null;
  resources: CalendarResource[];
  blocks: CalendarBlock[];
}

interface BlockRow {
  id: string;
  booking_number: string;
  customer_name: string;
  status: BookingStatus;
  service_type: 'clinic' | 'home';
  service_time: string;
  minutes: number;
  services: Array<{ id: string; name: string }>;
  under_review: boolean;
  assignments: Array<Omit<Assignment, 'start' | 'end'> & { start: number; end: number; pinned: boolean }>;
}

/**
 * Every visit of the day at the place but the cancelled ones (finished and missed visits stay on the
 * calendar), with what it takes. Reads bookings_live_service_date_idx for the date, then each
 * booking's assignments by their primary key.
 */
export const BLOCKS_SQL = `
  select b.id::text as id, b.booking_number, b.customer_name, b.status, b.service_type, b.service_time,
         b.visit_minutes::int as minutes,
         (select coalesce(jsonb_agg(jsonb_build_object('id', item->>'id', 'name', item->>'name')), '[]'::jsonb)
            from jsonb_array_elements(b.cart_items) item) as services,
         (b.review_at is not null and b.review_cleared_at is null) as under_review,
         coalesce((select jsonb_agg(jsonb_build_object('serviceId', a.service_id, 'resourceId', a.resource_id,
                     'kind', a.kind, 'name', a.name, 'start', a.start_minute, 'end', a.end_minute, 'pinned', a.pinned)
                     order by a.position)
                     from booking_assignments a where a.booking_id = b.id), '[]'::jsonb) as assignments
    from bookings b
   where b.service_date = :day::date and b.deleted_at is null and b.branch = :place and b.status <> 'cancelled'
   order by b.service_time, b.id`;

/** Named: it was planned on every request (0.5 ms of its 2.8 at 100,000 bookings). */
const BLOCKS_STATEMENT = namedStatement(BLOCKS_SQL);

/**
 * The desk's calendar of one place and day (issue 26 item 5), two reads side by side: the day as
 * availability plans it (resources with schedules and exceptions, hours, live visits: readDay),
 * taken from `kept` (the instance's availability cache) while the day is unchanged, and the day's
 * visits to show; online, the visits are the day's video calls (calendar-calls.ts), read after the
 * plan that places those without a consultant. A live visit stored without assignments shows where
 * the plan puts it; a finished one without any shows in no column.
 */
export async function calendarDay(
  db: Knex,
  { place, date, rules, kept }: { place: PlaceId; date: string; rules: CatalogueRules; kept?: DayOfferCache },
): Promise<CalendarDay> {
  const query = { place, date, hours: rules };
  const [day, rows] = await Promise.all([
    // The day as availability plans it, kept per instance while it is unchanged (availability-cache.ts).
    kept ? kept.day(db, query) : readDay(db, query),
    // The online place has no bookings of its own: its visits are the calls, read once the plan is.
    place === ONLINE_PLACE ? [] : runNamed<BlockRow>(db, BLOCKS_STATEMENT, { day: date, place }),
  ]);
  const all = day?.resources ?? [];
  const planned = new Map((day?.visits ?? []).map((visit) => [visit.id, visit]));
  const find = catalogueServices(rules);
  const bookings = rows.map((row): BookingBlock => {
    const start = minuteOfDay(row.service_time);
    const minutes = Number(row.minutes);
    const ids = row.services.map((service) => service.id);
    const stored = row.assignments.map(({ pinned: _pinned, ...a }) => ({
      ...a,
      start: timeOfMinute(a.start),
      end: timeOfMinute(a.end),
    }));
    const assignments = stored.length > 0 ? stored : [...(planned.get(row.id)?.assignments ?? [])];
    return {
      id: row.id,
      kind: 'booking',
      bookingNumber: row.booking_number,
      customerName: row.customer_name,
      status: row.status,
      serviceType: row.service_type,
      time: row.service_time,
      end: timeOfMinute(Math.min(start + minutes, 24 * 60)),
      services: row.services,
      underReview: row.under_review,
      pinned: row.assignments.some((a) => a.pinned),
      assignments: assignmentChoices(bookedVisitLines(ids, minutes, find), assignments, all),
    };
  });
  const calls =
    place === ONLINE_PLACE
      ? await calendarCalls(db, date, planned, all, cartLines([CONSULTATION_SERVICE_ID], rules))
      : [];
  const blocks: CalendarBlock[] = [...bookings, ...calls];
  const shown = new Set(blocks.flatMap((block) => block.assignments.map((a) => a.resourceId)));
  const branchHours = day?.branchHours ?? null;
  return {
    date,
    branch: place,
    hours: branchHours,
    resources: all
      .filter((resource) => resource.active || shown.has(resource.id))
      .map((resource) => ({
        id: resource.id,
        kind: resource.kind,
        name: resource.name,
        skills: resource.skills,
        type: resource.type,
        active: resource.active,
        working: workingRanges(resource, date, branchHours),
      })),
    blocks,
  };
}
