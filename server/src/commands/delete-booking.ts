import type { Knex } from 'knex';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { isUuid } from '../users/users';

/** Soft delete: the booking leaves the lists and counts but stays for audit under /bookings/deleted. */
export async function deleteBooking(db: Knex, id: string, actor: string): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound('Booking not found');
  const [deleted] = await db<BookingRow>('bookings')
    .where({ id })
    .whereNull('deleted_at')
    .update({ deleted_at: db.fn.now(), deleted_by: actor, updated_at: db.fn.now() })
    .returning('*');
  if (!deleted) throw notFound('Booking not found');
  return deleted as BookingRow;
}
