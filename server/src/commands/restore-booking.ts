import type { Knex } from 'knex';
import { slotHasPassed } from '../../../domain/appointment-time';
import { HOLDING_STATUSES } from '../../../domain/booking-status';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { isUuid } from '../users/users';
import { takePlace } from './take-place';
import { visitOfBooking } from './take-resources';

export const NOT_DELETED_MESSAGE = 'No deleted booking with that id';

/** The statuses whose visit holds a place (the ones `place_room` counts). */
export const TAKES_A_PLACE: ReadonlySet<string> = new Set(HOLDING_STATUSES);

/**
 * Brings a soft-deleted booking back into the lists and counts, as it was, with a line in its history.
 * A pending or confirmed visit still to come takes its place again through the same capacity check as
 * every other write (takePlace, not counting itself): if the start has filled since the delete, the
 * restore is refused with 409 and the nearest free starts, and the booking stays deleted.
 */
export async function restoreBooking(
  db: Knex,
  id: string,
  actor: string,
  now = new Date(),
  /** The current catalogue: the restored visit then takes its resources again. */
  rules?: CatalogueRules,
): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound(NOT_DELETED_MESSAGE);
  return db.transaction(async (trx) => {
    const deleted = await trx<BookingRow>('bookings')
      .where({ id })
      .whereNotNull('deleted_at')
      .forUpdate()
      .first();
    if (!deleted) throw notFound(NOT_DELETED_MESSAGE);
    if (
      TAKES_A_PLACE.has(deleted.status) &&
      !slotHasPassed(deleted.service_date, deleted.service_time, now)
    ) {
      await takePlace(trx, {
        place: deleted.branch,
        date: deleted.service_date,
        time: deleted.service_time,
        minutes: Number(deleted.visit_minutes ?? 60),
        bookingId: id,
        now,
        visit: visitOfBooking(deleted.cart_items, rules, deleted.practitioner_id),
      });
    }
    const [restored] = await trx<BookingRow>('bookings')
      .where({ id })
      .update({ deleted_at: null, deleted_by: null, updated_by: actor, updated_at: trx.fn.now() })
      .returning('*');
    await recordEvent(trx, id, 'restored', actor, summaries.restored);
    return restored as BookingRow;
  });
}
