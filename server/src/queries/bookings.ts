import type { Knex } from 'knex';
import type { BookingRow, StatusHistoryRow } from '../db/rows';
import { isUuid } from '../users/users';
import { assignmentsColumn } from './booking-assignments';
import { paymentEntriesColumn } from './payment-entries';

export async function findBooking(db: Knex, id: string): Promise<BookingRow | undefined> {
  if (!isUuid(id)) return undefined;
  // Its assignments in the same statement: every answer built from it names who and what it takes.
  return db<BookingRow>('bookings')
    .select('bookings.*', assignmentsColumn(db), paymentEntriesColumn(db))
    .where({ id })
    .first();
}

export async function statusHistory(db: Knex, bookingId: string): Promise<StatusHistoryRow[]> {
  return db<StatusHistoryRow>('booking_status_history')
    .where({ booking_id: bookingId })
    .orderBy([
      { column: 'changed_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
