import type { Knex } from 'knex';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { isUuid } from '../users/users';

/** Soft delete: the booking leaves the lists and counts but stays for audit under /bookings/deleted. */
export async function deleteBooking(db: Knex, id: string, actor: string): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound('Booking not found');
  return db.transaction(async (trx) => {
    const [deleted] = await trx<BookingRow>('bookings')
      .where({ id })
      .whereNull('deleted_at')
      .update({ deleted_at: trx.fn.now(), deleted_by: actor, updated_at: trx.fn.now() })
      .returning('*');
    if (!deleted) throw notFound('Booking not found');
    await recordEvent(trx, id, 'deleted', actor, summaries.deleted);
    return deleted as BookingRow;
  });
}
