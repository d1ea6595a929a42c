import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { DeskEmailDetail } from '../db/rows';
import { BOOKING_SUBJECT } from './booking-email';
import { DESK_SUBJECTS, type DeskEmailKind } from './desk-emails';

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

/**
 * Queues one desk e-mail to the client inside the caller's transaction, named by `dedupeKey` (the
 * history line it reports): the same change queued twice, by a retry or a second instance, is one
 * e-mail. A booking taken at the desk without an e-mail address gets none.
 */
export async function enqueueDeskEmail(
  trx: Knex,
  email: {
    kind: DeskEmailKind;
    booking: { id: string; email: string };
    dedupeKey: string;
    detail?: DeskEmailDetail | undefined;
  },
): Promise<boolean> {
  if (!email.booking.email) return false;
  const inserted = await trx('email_outbox')
    .insert({
      id: crypto.randomUUID(),
      kind: email.kind,
      booking_id: email.booking.id,
      to_address: email.booking.email,
      subject: DESK_SUBJECTS[email.kind],
      dedupe_key: email.dedupeKey,
      detail: email.detail ? JSON.stringify(email.detail) : null,
    })
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}
