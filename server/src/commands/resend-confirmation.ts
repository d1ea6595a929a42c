import type { Knex } from 'knex';
import type { EmailSendRequest } from '../../../domain/schemas/back-office';
import type { BookingRow } from '../db/rows';
import { conflict, notFound } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { enqueueBookingConfirmation } from '../mail/enqueue';
import { findBooking } from '../queries/bookings';

async function bookingFor(db: Knex, request: EmailSendRequest): Promise<BookingRow | undefined> {
  if (request.bookingId) {
    const row = await findBooking(db, request.bookingId);
    return row && !row.deleted_at ? row : undefined;
  }
  if (!request.to) return undefined;
  return db<BookingRow>('bookings')
    .where({ email: request.to })
    .whereNull('deleted_at')
    .orderBy('created_at', 'desc')
    .first();
}

/**
 * Queues a booking's own confirmation again, to the address it was made with. Whatever subject or
 * message the caller sent is ignored: this endpoint can never carry free-form mail anywhere.
 */
export async function resendConfirmation(
  db: Knex,
  request: EmailSendRequest,
  mailBcc: string | undefined,
  actor: string,
) {
  const row = await bookingFor(db, request);
  if (!row) {
    throw notFound(request.bookingId ? 'Booking not found' : 'No booking found for that e-mail address');
  }
  // A desk booking taken without an address has nowhere to send it.
  if (!row.email) throw conflict('This booking has no e-mail address');
  await db.transaction(async (trx) => {
    await enqueueBookingConfirmation(trx, row, mailBcc);
    await recordEvent(trx, row.id, 'confirmation_resent', actor, summaries.confirmationResent);
  });
  return row;
}
