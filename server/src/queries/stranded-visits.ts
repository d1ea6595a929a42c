import type { Knex } from 'knex';
import { HOLDING_STATUSES_SQL } from '../../../domain/booking-status';
import type { PlaceHours } from '../../../domain/catalogue/catalogue-rules';
import type { DayHours } from '../../../domain/catalogue/catalogue-shapes';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { FREED_CONSULTATION_STATUSES } from '../../../domain/consultation-status';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';
import {
  outsideHours,
  type StrandedVisit,
  strandedVisits,
  type VisitKind,
} from '../../../domain/stranded-visits';
import type { CapacitySettings } from './capacity-settings';

interface VisitRow {
  kind: VisitKind;
  id: string;
  booking_number: string;
  customer_name: string;
  email: string | null;
  phone: string;
  place: PlaceId;
  date: string;
  time: string;
  minutes: number | string;
}

/**
 * Every live visit from `today` on (pending and confirmed bookings, consultations not cancelled or
 * missed), each place and day in the order they were booked: the order that decides who keeps a place.
 */
async function liveVisits(db: Knex, today: string): Promise<VisitRow[]> {
  const { rows } = await db.raw<{ rows: VisitRow[] }>(
    `select 'booking' as kind, id, booking_number, customer_name, email, phone, branch as place,
            service_date::text as date, service_time as time, visit_minutes::int as minutes, created_at
       from bookings
      where service_date >= :today::date and deleted_at is null and status in (${HOLDING_STATUSES_SQL})
     union all
     select 'consultation', id, booking_number, customer_name, email, phone, :online,
            consultation_date::text, consultation_time, ${CONSULTATION_MINUTES}, created_at
       from online_consultations
      where consultation_date >= :today::date and status <> all(:freed::text[])
      order by place, date, created_at, id`,
    { today, online: ONLINE_PLACE, freed: [...FREED_CONSULTATION_STATUSES] },
  );
  return rows;
}

function strandedOf(row: VisitRow, reason: StrandedVisit['reason'], closedReason = ''): StrandedVisit {
  return {
    kind: row.kind,
    id: row.id,
    bookingNumber: row.booking_number,
    customerName: row.customer_name,
    email: row.email ?? '',
    phone: row.phone,
    place: row.place,
    date: row.date,
    time: row.time,
    minutes: Number(row.minutes),
    reason,
    closedReason,
  };
}

/** A visit outside its place's hours, with the hours it should have kept (null: closed that weekday). */
export interface VisitOutsideHours extends StrandedVisit {
  hours: DayHours | null;
}

/**
 * The live visits from `today` on that start or end outside their place's hours on their day, by
 * the current catalogue: bookings made before round two kept hours per place (a 9:30 PM visit at
 * Las Piñas, which now closes at 8 PM), listed for the desk after an upgrade (issue 30 item 13).
 */
export async function findVisitsOutsideHours(
  db: Knex,
  hours: PlaceHours,
  today: string,
): Promise<VisitOutsideHours[]> {
  const found: VisitOutsideHours[] = [];
  for (const row of await liveVisits(db, today)) {
    const day = hours.hoursOn(row.place, row.date);
    if (outsideHours(row.time, Number(row.minutes), day)) {
      found.push({ ...strandedOf(row, 'outside-hours'), hours: day });
    }
  }
  return found.sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.place.localeCompare(b.place),
  );
}

/**
 * The visits from `today` on that `settings` leave without a place: every visit of a closed day
 * (a place's rooms, people and consultants are changed on the resources screen, whose own list
 * names the visits a day off leaves without a person: practitioner-gaps.ts). Each booking and
 * consultation with the place it would lose; the list is by date, time and place. Given the
 * catalogue's `hours`, also the visits outside them (`outside-hours`), so the desk can move them and
 * tell their clients like any other.
 */
export async function findStrandedVisits(
  db: Knex,
  settings: CapacitySettings,
  today: string,
  hours?: PlaceHours,
): Promise<StrandedVisit[]> {
  const closedReasons = new Map(
    settings.closedDates.map((closed) => [`${closed.branch} ${closed.date}`, closed.reason]),
  );
  const days = new Map<string, VisitRow[]>();
  for (const row of await liveVisits(db, today)) {
    const key = `${row.place} ${row.date}`;
    days.set(key, [...(days.get(key) ?? []), row]);
  }
  const stranded: StrandedVisit[] = [];
  for (const [key, rows] of days) {
    const place = rows[0]?.place as PlaceId;
    const reasons = strandedVisits(
      rows.map((row) => ({ id: row.id, time: row.time, minutes: Number(row.minutes) })),
      closedReasons.has(key),
    );
    for (const row of rows) {
      const reason = reasons.get(row.id);
      if (!reason) continue;
      stranded.push(strandedOf(row, reason, closedReasons.get(key) ?? ''));
    }
    for (const row of hours ? rows : []) {
      if (reasons.has(row.id)) continue;
      if (outsideHours(row.time, Number(row.minutes), hours?.hoursOn(place, row.date) ?? null)) {
        stranded.push(strandedOf(row, 'outside-hours'));
      }
    }
  }
  return stranded.sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.place.localeCompare(b.place),
  );
}
