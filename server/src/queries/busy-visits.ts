import type { Knex } from 'knex';
import type { BusyVisit } from '../../../domain/availability';
import { HOLDING_STATUSES_SQL } from '../../../domain/booking-status';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';

/** What a check leaves out of the count: the client's own hold, or the booking being moved. */
export interface Exclusions {
  holdId?: string | null | undefined;
  bookingId?: string | null | undefined;
}

/** A place's days as the capacity check and the availability list read them. */
export interface PlaceLoad {
  /** Parallel visits the place takes (0 when it has no row). */
  capacity: number;
  closed: Set<string>;
  /** The visits that take capacity, by date. */
  visits: Map<string, BusyVisit[]>;
}

interface LoadRow {
  kind: 'visit' | 'capacity' | 'closed';
  date: string | null;
  time: string | null;
  minutes: number | string;
}

/**
 * One statement for everything the check needs from `from` to `to` (both included): the place's
 * capacity, its closed dates, and the visits that take a place: pending and confirmed bookings (or,
 * online, the consultations their clients have not cancelled) and the holds that have not expired. One round trip keeps the time the
 * capacity lock is held short. Expiry is read against the database's clock, the one every server
 * instance shares.
 */
export async function placeLoad(
  db: Knex,
  place: PlaceId,
  from: string,
  to: string,
  exclude: Exclusions = {},
): Promise<PlaceLoad> {
  const visits =
    place === ONLINE_PLACE
      ? `select 'visit' as kind, consultation_date as date, consultation_time as time, ${CONSULTATION_MINUTES} as minutes
           from online_consultations
          where consultation_date between :from::date and :to::date and status not in ('cancelled', 'no-show')`
      : `select 'visit' as kind, service_date as date, service_time as time, visit_minutes::int as minutes
           from bookings
          where branch = :place and service_date between :from::date and :to::date
            and deleted_at is null and status in (${HOLDING_STATUSES_SQL})${exclude.bookingId ? ' and id <> :bookingId::uuid' : ''}`;
  const { rows } = await db.raw<{ rows: LoadRow[] }>(
    `${visits}
     union all
     select 'visit', hold_date, hold_time, visit_minutes::int
       from slot_holds
      where place = :place and hold_date between :from::date and :to::date and expires_at > now()
        ${exclude.holdId ? 'and id <> :holdId::uuid' : ''}
     union all
     select 'capacity', null, null, parallel_visits::int from place_capacity where place = :place
     union all
     select 'closed', closed_date, null, 0
       from closed_dates where place = :place and closed_date between :from::date and :to::date`,
    {
      place,
      from,
      to,
      ...(exclude.bookingId ? { bookingId: exclude.bookingId } : {}),
      ...(exclude.holdId ? { holdId: exclude.holdId } : {}),
    },
  );
  const load: PlaceLoad = { capacity: 0, closed: new Set(), visits: new Map() };
  for (const row of rows) {
    if (row.kind === 'capacity') load.capacity = Number(row.minutes);
    else if (row.kind === 'closed' && row.date) load.closed.add(row.date);
    else if (row.kind === 'visit' && row.date && row.time) {
      const list = load.visits.get(row.date) ?? [];
      list.push({ time: row.time, minutes: Number(row.minutes) });
      load.visits.set(row.date, list);
    }
  }
  return load;
}
