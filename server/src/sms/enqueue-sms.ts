import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { SmsKind } from './sms-kinds';

/**
 * Queues one text inside the caller's transaction, named by `dedupeKey` (the event it reports, the
 * same key as its e-mail where there is one): queued twice, by a retry or a second instance, it is
 * one text. The worker renders it and decides whether it goes (opted out, no mobile number), so the
 * rules live in one place.
 */
export async function enqueueSms(
  trx: Knex,
  sms: { kind: SmsKind; bookingId: string; dedupeKey: string },
): Promise<boolean> {
  const inserted = await trx('sms_outbox')
    .insert({ id: crypto.randomUUID(), kind: sms.kind, booking_id: sms.bookingId, dedupe_key: sms.dedupeKey })
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** The "booking received" text as a statement over the `booking` CTE of create-booking.ts. */
export const SMS_RECEIVED_SQL = `insert into sms_outbox (id, kind, booking_id, dedupe_key)
    select gen_random_uuid(), 'booking-received', id, 'booking-received:' || id from booking`;

/** The day-before reminder's text, keyed like its e-mail: one per booking and date. */
export const smsReminderKey = (bookingId: string, date: string) => `sms-reminder:${bookingId}:${date}`;
