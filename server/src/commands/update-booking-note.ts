import type { Knex } from 'knex';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { isUuid } from '../users/users';

/** The internal note; `null` clears it. The note is staff-only and never e-mailed. */
export async function updateBookingNote(db: Knex, id: string, note: string | null): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound('Booking not found');
  const [updated] = await db<BookingRow>('bookings')
    .where({ id })
    .whereNull('deleted_at')
    .update({ note_admin: note, updated_at: db.fn.now() })
    .returning('*');
  if (!updated) throw notFound('Booking not found');
  return updated as BookingRow;
}
