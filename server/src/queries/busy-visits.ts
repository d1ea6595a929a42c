import type { Knex } from 'knex';
import type { BusyVisit } from '../../../domain/availability';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';

/** What a check leaves out of the count: the client's own hold, or the booking being moved. */
export interface Exclusions {
  holdId?: string | null | undefined;
  bookingId?: string | null | undefined;
}

interface VisitRow {
  date: string;
  time: string;
  minutes: number | string;
}

/**
 * The visits that take the place's capacity from `from` to `to` (both included), by date: pending
 * and confirmed bookings (or, online, the consultations) and the holds that have not expired.
 * Expiry is read against the database's clock, the one every server instance shares.
 */
export async function busyVisits(
  db: Knex,
  place: PlaceId,
  from: string,
  to: string,
  exclude: Exclusions = {},
): Promise<Map<string, BusyVisit[]>> {
  const visits =
    place === ONLINE_PLACE
      ? db('online_consultations')
          .select({ date: 'consultation_date', time: 'consultation_time' })
          .select(db.raw('?::int as minutes', [CONSULTATION_MINUTES]))
          .whereBetween('consultation_date', [from, to])
      : db('bookings')
          .select({ date: 'service_date', time: 'service_time', minutes: 'visit_minutes' })
          .where({ branch: place })
          .whereBetween('service_date', [from, to])
          .whereNull('deleted_at')
          .whereIn('status', ['pending', 'confirmed'])
          .modify((query) => {
            if (exclude.bookingId) query.whereNot('id', exclude.bookingId);
          });
  const holds = db('slot_holds')
    .select({ date: 'hold_date', time: 'hold_time', minutes: 'visit_minutes' })
    .where({ place })
    .whereBetween('hold_date', [from, to])
    .andWhere('expires_at', '>', db.fn.now())
    .modify((query) => {
      if (exclude.holdId) query.whereNot('id', exclude.holdId);
    });
  const rows = (await visits.unionAll(holds, true)) as VisitRow[];
  const byDate = new Map<string, BusyVisit[]>();
  for (const row of rows) {
    const list = byDate.get(row.date) ?? [];
    list.push({ time: row.time, minutes: Number(row.minutes) });
    byDate.set(row.date, list);
  }
  return byDate;
}
