import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { BOOKING_SUBJECT } from './booking-email';

/**
 * Queues a booking's confirmation inside the caller's transaction: it is sent only if the booking
 * is committed. The worker renders it from the booking when it sends.
 */
export async function enqueueBookingConfirmation(
  trx: Knex,
  booking: { id: string; email: string },
  bcc: string | undefined,
): Promise<string> {
  const id = crypto.randomUUID();
  await trx('email_outbox').insert({
    id,
    kind: 'booking-confirmation',
    booking_id: booking.id,
    to_address: booking.email,
    bcc_address: bcc ?? null,
    subject: BOOKING_SUBJECT,
  });
  return id;
}

export type BookingEmailKind =
  | 'booking-cancelled'
  | 'reschedule-accepted'
  | 'reschedule-declined'
  | 'reschedule-requested';

/** Queues one of the e-mails a change to the booking sends, inside the caller's transaction. */
export async function enqueueBookingEmail(
  trx: Knex,
  email: {
    kind: BookingEmailKind;
    bookingId: string;
    to: string;
    bcc?: string | undefined;
    subject: string;
    changeRequestId?: string | undefined;
  },
): Promise<void> {
  await trx('email_outbox').insert({
    id: crypto.randomUUID(),
    kind: email.kind,
    booking_id: email.bookingId,
    to_address: email.to,
    bcc_address: email.bcc ?? null,
    subject: email.subject,
    change_request_id: email.changeRequestId ?? null,
  });
}
