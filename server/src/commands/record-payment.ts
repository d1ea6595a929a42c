import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import type { PaymentSource } from '../../../domain/online-payment';
import { statusForAmount } from '../../../domain/payment';
import type { RecordPayment } from '../../../domain/schemas/payment';
import type { BookingRow, ConsultationRow } from '../db/rows';
import { notFound } from '../errors';
import { PAYMENT_ACK_SUBJECT } from '../mail/payment-email';
import { checkTargetId, type PaymentTarget, TARGETS } from '../payments/payment-targets';
import { recordBookingPayment } from './record-booking-payment';

type Owner = BookingRow | ConsultationRow;

/**
 * Staff record what came in (the amount and reference) or a refund. A booking's money is a ledger
 * (record-booking-payment.ts writes the difference as an entry); an online consultation keeps one
 * figure: an amount short of the total is `part-paid`, all of it `paid`. Each recorded status sends
 * the client one payment acknowledgement (the dedupe key makes a second recording of the same status
 * queue nothing). Recording the same figures again changes nothing and sends nothing. Who may refund
 * is the route's to check.
 */
export async function recordPayment(
  trx: Knex.Transaction,
  target: PaymentTarget,
  id: string,
  input: RecordPayment,
  actor: string,
  options: {
    mailBcc: string | undefined;
    catalogue: ServiceSource;
    isAdmin: boolean;
    source?: PaymentSource;
  },
): Promise<Owner> {
  checkTargetId(target, id);
  if (target === 'booking') return recordBookingPayment(trx, id, input, actor, options);
  const { table, missing } = TARGETS[target];
  const current = await trx<ConsultationRow>(table).where({ id }).forUpdate().first();
  if (!current) throw notFound(missing);
  const amount = input.status === 'paid' ? (input.amountPaid ?? 0) : current.amount_paid;
  const status =
    input.status === 'paid' ? statusForAmount(Number(current.total_price), Number(amount)) : input.status;
  const reference = input.reference ?? current.payment_reference ?? null;
  const paymentSource: PaymentSource | null =
    input.status === 'paid'
      ? (options.source ?? (current.payment_status === 'proof-submitted' ? 'proof' : 'desk'))
      : (current.payment_source ?? null);
  const unchanged =
    current.payment_status === status &&
    Number(current.amount_paid ?? -1) === Number(amount ?? -1) &&
    (current.payment_reference ?? null) === reference;
  if (unchanged) return current;

  const [updated] = await trx<ConsultationRow>(table)
    .where({ id })
    .update({
      payment_status: status,
      amount_paid: amount ?? null,
      payment_reference: reference,
      payment_verified_by: actor,
      payment_verified_at: new Date(),
      payment_source: paymentSource,
    })
    .returning('*');
  const row = updated as ConsultationRow;
  if (row.email) {
    await trx('email_outbox')
      .insert({
        id: crypto.randomUUID(),
        kind: 'payment-acknowledgement',
        [TARGETS[target].proofColumn]: id,
        to_address: row.email,
        bcc_address: options.mailBcc ?? null,
        subject: PAYMENT_ACK_SUBJECT[input.status],
        dedupe_key: `payment:${id}:${status}`,
      })
      .onConflict('dedupe_key')
      .ignore();
  }
  return row;
}
