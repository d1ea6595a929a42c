import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { formatPesos } from '../../../domain/money';
import { PAYMENT_SOURCE_LABELS, type PaymentSource } from '../../../domain/online-payment';
import {
  PAYMENT_STATUS_LABELS,
  type PaymentEntryMethod,
  type PaymentStatus,
  statusForSum,
} from '../../../domain/payment';
import type { BookingRow } from '../db/rows';
import { recordEvent } from '../events/booking-events';
import { PAYMENT_ACK_SUBJECT } from '../mail/payment-email';
import { sumOfEntries } from '../queries/payment-entries';
import { closeRefundedPackages } from './close-refunded-packages';
import { openPackages } from './open-packages';

export interface NewPaymentEntry {
  /** Given by the client for exactly-once; a fresh one otherwise. */
  id?: string;
  method: PaymentEntryMethod | null;
  amount: number;
  reference?: string | null;
  tendered?: number | null;
  reason?: string | null;
  source: PaymentSource;
}

export interface LedgerOptions {
  mailBcc: string | undefined;
  catalogue: ServiceSource;
  /** The refund flow: the booking reads `refunded` whatever the sum, and its packages close. */
  refund?: boolean;
}

/** Statuses that tell the client their money was recorded, once each (the outbox's dedupe key). */
const ACKNOWLEDGED: readonly PaymentStatus[] = ['part-paid', 'paid', 'refunded'];

/**
 * The history's line, worded as before the ledger ("Payment recorded: Part paid ₱1 at the desk,
 * reference X") with the entry's own figure; how it was paid is on the entry itself.
 */
function eventSummary(entry: NewPaymentEntry, status: PaymentStatus): string {
  const figure = entry.amount < 0 ? `-${formatPesos(-entry.amount)}` : formatPesos(entry.amount);
  const what = entry.amount < 0 ? 'Correction recorded' : 'Payment recorded';
  return [
    `${what}: ${PAYMENT_STATUS_LABELS[status]} ${figure} ${PAYMENT_SOURCE_LABELS[entry.source]}`,
    entry.reference ? `reference ${entry.reference}` : undefined,
    entry.reason ? `reason: ${entry.reason}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The one way money is written on a booking (issue 29 item 2): one entry appended to its ledger,
 * then, in the same transaction, `amount_paid` set to the entries' sum and `payment_status` following
 * it; the booking's history gets a line, the client one acknowledgement per status, and a booking paid
 * in full opens the packages it bought (a refund closes them). The caller has locked the booking's
 * row and checked the entry against it.
 */
export async function appendPaymentEntry(
  trx: Knex.Transaction,
  booking: BookingRow,
  entry: NewPaymentEntry,
  actor: string,
  options: LedgerOptions,
): Promise<BookingRow> {
  const now = new Date();
  await trx('payment_entries').insert({
    id: entry.id ?? crypto.randomUUID(),
    booking_id: booking.id,
    method: entry.method,
    amount: entry.amount,
    reference: entry.reference ?? null,
    reason: entry.reason ?? null,
    source: entry.source,
    tendered: entry.tendered ?? null,
    recorded_by: actor,
    recorded_at: now,
  });
  const sum = await sumOfEntries(trx, booking.id);
  const current = booking.payment_status ?? 'unpaid';
  const status = options.refund ? 'refunded' : statusForSum(Number(booking.total_price), sum, current);
  const [updated] = await trx<BookingRow>('bookings')
    .where({ id: booking.id })
    .update({
      amount_paid: sum,
      payment_status: status,
      payment_reference: entry.reference ?? booking.payment_reference ?? null,
      payment_verified_by: actor,
      payment_verified_at: now,
      payment_source: entry.amount > 0 ? entry.source : (booking.payment_source ?? entry.source),
    })
    .returning('*');
  const row = updated as BookingRow;
  await recordEvent(trx, booking.id, 'payment_recorded', actor, eventSummary(entry, status));
  if (row.email && ACKNOWLEDGED.includes(status)) {
    await trx('email_outbox')
      .insert({
        id: crypto.randomUUID(),
        kind: 'payment-acknowledgement',
        booking_id: booking.id,
        to_address: row.email,
        bcc_address: options.mailBcc ?? null,
        subject: PAYMENT_ACK_SUBJECT[status === 'refunded' ? 'refunded' : 'paid'],
        dedupe_key: `payment:${booking.id}:${status}`,
      })
      .onConflict('dedupe_key')
      .ignore();
  }
  if (status === 'paid') await openPackages(trx, row, actor, options.catalogue, now);
  if (status === 'refunded') await closeRefundedPackages(trx, booking.id, row.booking_number, actor, now);
  return row;
}
