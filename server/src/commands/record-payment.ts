import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { formatPesos } from '../../../domain/money';
import { PAYMENT_SOURCE_LABELS, type PaymentSource } from '../../../domain/online-payment';
import { PAYMENT_STATUS_LABELS, statusForAmount } from '../../../domain/payment';
import type { RecordPayment } from '../../../domain/schemas/payment';
import type { BookingRow, ConsultationRow } from '../db/rows';
import { notFound } from '../errors';
import { recordEvent } from '../events/booking-events';
import { PAYMENT_ACK_SUBJECT } from '../mail/payment-email';
import { checkTargetId, type PaymentTarget, TARGETS } from '../payments/payment-targets';
import { closeRefundedPackages } from './close-refunded-packages';
import { openPackages } from './open-packages';

type Owner = (BookingRow | ConsultationRow) & { deleted_at?: Date | string | null };

/**
 * Staff record what came in (the amount and reference) or a refund. An amount short of the total is
 * `part-paid`, all of it `paid`. Each recorded status sends the client one payment acknowledgement
 * (the dedupe key makes a second recording of the same status queue nothing); a booking paid in full
 * opens the packages it bought, and a refund closes them. Recording the same figures again changes
 * nothing and sends nothing. Who may refund is the route's to check.
 */
export async function recordPayment(
  trx: Knex.Transaction,
  target: PaymentTarget,
  id: string,
  input: RecordPayment,
  actor: string,
  mailBcc: string | undefined,
  catalogue: ServiceSource,
  /** How the money came; unsaid, a payment the client had sent a proof for is `proof`, else `desk`. */
  source?: PaymentSource,
): Promise<Owner> {
  checkTargetId(target, id);
  const { table, missing } = TARGETS[target];
  const query = trx<Owner>(table).where({ id });
  if (target === 'booking') query.whereNull('deleted_at');
  const current = await query.forUpdate().first();
  if (!current) throw notFound(missing);
  const amount = input.status === 'paid' ? (input.amountPaid ?? 0) : current.amount_paid;
  const status =
    input.status === 'paid' ? statusForAmount(Number(current.total_price), Number(amount)) : input.status;
  const reference = input.reference ?? current.payment_reference ?? null;
  const paymentSource: PaymentSource | null =
    input.status === 'paid'
      ? (source ?? (current.payment_status === 'proof-submitted' ? 'proof' : 'desk'))
      : (current.payment_source ?? null);
  const unchanged =
    current.payment_status === status &&
    Number(current.amount_paid ?? -1) === Number(amount ?? -1) &&
    (current.payment_reference ?? null) === reference;
  if (unchanged) return current;

  const now = new Date();
  const [updated] = await trx<Owner>(table)
    .where({ id })
    .update({
      payment_status: status,
      amount_paid: amount ?? null,
      payment_reference: reference,
      payment_verified_by: actor,
      payment_verified_at: now,
      payment_source: paymentSource,
    })
    .returning('*');
  const row = updated as Owner;
  if (target === 'booking') {
    const figures = amount === null || amount === undefined ? '' : ` ${formatPesos(Number(amount))}`;
    await recordEvent(
      trx,
      id,
      'payment_recorded',
      actor,
      `Payment recorded: ${PAYMENT_STATUS_LABELS[status]}${figures}${paymentSource && input.status === 'paid' ? ` ${PAYMENT_SOURCE_LABELS[paymentSource]}` : ''}${reference ? `, reference ${reference}` : ''}`,
    );
  }
  if (row.email) {
    await trx('email_outbox')
      .insert({
        id: crypto.randomUUID(),
        kind: 'payment-acknowledgement',
        [TARGETS[target].proofColumn]: id,
        to_address: row.email,
        bcc_address: mailBcc ?? null,
        subject: PAYMENT_ACK_SUBJECT[input.status],
        dedupe_key: `payment:${id}:${status}`,
      })
      .onConflict('dedupe_key')
      .ignore();
  }
  if (target === 'booking' && status === 'paid')
    await openPackages(trx, row as BookingRow, actor, catalogue, now);
  if (target === 'booking' && status === 'refunded') {
    await closeRefundedPackages(trx, id, row.booking_number, actor, now);
  }
  return row;
}
