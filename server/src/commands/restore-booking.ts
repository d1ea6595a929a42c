import type { Knex } from 'knex';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { isUuid } from '../users/users';

export const NOT_DELETED_MESSAGE = 'No deleted booking with that id';

/** Brings a soft-deleted booking back into the lists and counts, as it was, with a line in its history. */
export async function restoreBooking(db: Knex, id: string, actor: string): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound(NOT_DELETED_MESSAGE);
  return db.transaction(async (trx) => {
    const [restored] = await trx<BookingRow>('bookings')
      .where({ id })
      .whereNotNull('deleted_at')
      .update({ deleted_at: null, deleted_by: null, updated_by: actor, updated_at: trx.fn.now() })
      .returning('*');
    if (!restored) throw notFound(NOT_DELETED_MESSAGE);
    await recordEvent(trx, id, 'restored', actor, summaries.restored);
    return restored as BookingRow;
  });
}
