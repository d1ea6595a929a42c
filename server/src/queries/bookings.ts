import type { Knex } from 'knex';
import type { BookingRow, StatusHistoryRow } from '../db/rows';
import { isUuid } from '../users/users';

export async function findBooking(db: Knex, id: string): Promise<BookingRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db<BookingRow>('bookings').where({ id }).first();
}

export async function statusHistory(db: Knex, bookingId: string): Promise<StatusHistoryRow[]> {
  return db<StatusHistoryRow>('booking_status_history')
    .where({ booking_id: bookingId })
    .orderBy([
      { column: 'changed_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
