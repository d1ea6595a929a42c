import type { Knex } from 'knex';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { isUuid } from '../users/users';

/** The internal note; `null` clears it. The note is staff-only and never e-mailed. */
export async function updateBookingNote(
  db: Knex,
  id: string,
  note: string | null,
  actor: string,
): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound('Booking not found');
  return db.transaction(async (trx) => {
    const [updated] = await trx<BookingRow>('bookings')
      .where({ id })
      .whereNull('deleted_at')
      .update({ note_admin: note, updated_at: trx.fn.now() })
      .returning('*');
    if (!updated) throw notFound('Booking not found');
    if (note === null) await recordEvent(trx, id, 'note_cleared', actor, summaries.noteCleared);
    else await recordEvent(trx, id, 'note_edited', actor, summaries.noteEdited);
    return updated as BookingRow;
  });
}
