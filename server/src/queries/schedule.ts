import type { Knex } from 'knex';
import { SCHEDULE_LIMIT } from '../../../domain/schemas/schedule';
import type { BookingRow, ConsultationRow } from '../db/rows';
import { assignmentsColumn } from './booking-assignments';
import { paymentEntriesColumn } from './payment-entries';
import { type PlaceScope, wherePlace } from './place-scope';

/** Every live booking of a day, of one branch, some or all, by start time (then as booked). */
export function visitsOn(db: Knex, date: string, branch: PlaceScope): Promise<BookingRow[]> {
  const query = db<BookingRow>('bookings')
    .select('bookings.*', assignmentsColumn(db), paymentEntriesColumn(db))
    .where({ service_date: date })
    .whereNull('deleted_at');
  wherePlace(query, 'branch', branch);
  return query
    .orderBy([
      { column: 'service_time', order: 'asc' },
      { column: 'created_at', order: 'asc' },
    ])
    .limit(SCHEDULE_LIMIT);
}

/** The places closed on a day (of one branch or all), with the reason the admin gave. */
export async function closedOn(
  db: Knex,
  date: string,
  branch: PlaceScope,
): Promise<Array<{ branch: string; reason: string }>> {
  const query = db('closed_dates').select('place', 'reason').where({ closed_date: date }).orderBy('place');
  wherePlace(query, 'place', branch);
  const rows = (await query) as Array<{ place: string; reason: string }>;
  return rows.map((row) => ({ branch: row.place, reason: row.reason }));
}

/** Every online call of a day, by start time (then as booked): they take the online place, not a branch's. */
export function callsOn(db: Knex, date: string): Promise<ConsultationRow[]> {
  return db<ConsultationRow>('online_consultations')
    .where({ consultation_date: date })
    .orderBy([
      { column: 'consultation_time', order: 'asc' },
      { column: 'created_at', order: 'asc' },
    ])
    .limit(SCHEDULE_LIMIT);
}
