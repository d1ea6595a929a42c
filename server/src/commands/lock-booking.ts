import type { Knex } from 'knex';
import type { BookingStatus } from '../../../domain/booking-status';
import { MANAGE_MESSAGES } from '../../../domain/manage-booking';
import type { BookingRow } from '../db/rows';
import { conflict, notFound } from '../errors';
import { isUuid } from '../users/users';

/** The live booking, locked for the rest of the transaction; `missing` is the 404's text. */
export async function lockLiveBooking(
  trx: Knex.Transaction,
  id: string,
  missing: string,
): Promise<BookingRow> {
  const row = isUuid(id)
    ? await trx<BookingRow>('bookings').where({ id }).whereNull('deleted_at').forUpdate().first()
    : undefined;
  if (!row) throw notFound(missing);
  return row;
}

/** A cancelled or completed booking can no longer be cancelled or moved. */
export function refuseClosed(status: BookingStatus): void {
  if (status === 'cancelled') throw conflict(MANAGE_MESSAGES.alreadyCancelled);
  if (status === 'completed') throw conflict(MANAGE_MESSAGES.alreadyCompleted);
}

/** Marks a booking's pending change request (if any) withdrawn; answers whether there was one. */
export async function withdrawPending(trx: Knex.Transaction, bookingId: string): Promise<boolean> {
  const withdrawn = await trx('booking_change_requests')
    .where({ booking_id: bookingId, status: 'pending' })
    .update({ status: 'withdrawn', decided_at: trx.fn.now() });
  return Number(withdrawn) > 0;
}
