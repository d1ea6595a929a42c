import type { Knex } from 'knex';
import type { BookingStatus } from '../../../domain/booking-status';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { isUuid } from '../users/users';
import { openPackages } from './open-packages';

/**
 * Sets any of the four statuses (the dashboard advances one step; the edit dialog may pick any) and
 * records who changed it from what, in one transaction. Deleted bookings are not changed.
 */
export async function changeBookingStatus(
  trx: Knex.Transaction,
  id: string,
  status: BookingStatus,
  actor: string,
): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound('Booking not found');
  const current = await trx<BookingRow>('bookings').where({ id }).whereNull('deleted_at').forUpdate().first();
  if (!current) throw notFound('Booking not found');
  const [updated] = await trx<BookingRow>('bookings')
    .where({ id })
    .update({ status, updated_by: actor, updated_at: trx.fn.now() })
    .returning('*');
  await trx('booking_status_history').insert({
    booking_id: id,
    from_status: current.status,
    to_status: status,
    changed_by: actor,
  });
  await recordEvent(trx, id, 'status_changed', actor, summaries.statusChanged(current.status, status));
  // Completed before it was marked paid: the packages it bought open now (once, whichever is first).
  if (status === 'completed') await openPackages(trx, updated as BookingRow, actor);
  return updated as BookingRow;
}
