import type { Knex } from 'knex';
import { SCHEDULE_LIMIT } from '../../../domain/schemas/schedule';
import type { BookingRow } from '../db/rows';

/** Every live booking of a day, of one branch or all, by start time (then as booked). */
export function visitsOn(db: Knex, date: string, branch: string | undefined): Promise<BookingRow[]> {
  const query = db<BookingRow>('bookings').where({ service_date: date }).whereNull('deleted_at');
  if (branch) query.where('branch', branch);
  return query
    .orderBy([
      { column: 'service_time', order: 'asc' },
      { column: 'created_at', order: 'asc' },
    ])
    .limit(SCHEDULE_LIMIT);
}
