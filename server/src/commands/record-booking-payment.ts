import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import type { PaymentSource } from '../../../domain/online-payment';
import { centavos, type PaymentEntryMethod, REFUND_REASON } from '../../../domain/payment';
import type { RecordPayment } from '../../../domain/schemas/payment';
import type { BookingRow } from '../db/rows';
import { forbidden, notFound } from '../errors';
import { sumOfEntries } from '../queries/payment-entries';
import { appendPaymentEntry } from './append-payment-entry';

/** Lowering what the desk recorded is a correction: an admin's, like any negative entry. */
export const CORRECTION_ADMIN_ONLY =
  'Only an admin can record a correction (a lower amount or a negative entry)';

/**
 * How money recorded as a whole figure came, when the request does not say: online through PayMongo
 * reads GCash (the checkout the clinic offers), a checked transfer proof reads GCash when the client
 * booked to pay by GCash and a bank transfer otherwise (the proof itself names no method), and money
 * taken at the desk reads cash.
 */
function methodFor(
  source: PaymentSource,
  booking: BookingRow,
  asked?: PaymentEntryMethod,
): PaymentEntryMethod {
  if (asked) return asked;
  if (source === 'online') return 'gcash';
  if (source === 'proof') return booking.payment_method === 'gcash' ? 'gcash' : 'bank';
  return 'cash';
}

/** The method a refund goes back by: that of the last money that came in, when known. */
async function refundMethod(trx: Knex, bookingId: string): Promise<PaymentEntryMethod | null> {
  const last = await trx('payment_entries')
    .where({ booking_id: bookingId })
    .where('amount', '>', 0)
    .orderBy([
      { column: 'recorded_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('method');
  return (last?.method as PaymentEntryMethod | null | undefined) ?? null;
}

/**
 * The older whole-figure way of recording a booking's money (the desk's `POST .../payment`, a checked
 * proof, a PayMongo payment, a refund) written as ledger entries: `paid` with an amount appends the
 * difference from what the entries already add up to (nothing when it is the same: a retry changes
 * nothing and sends nothing); a refund appends the negative of what was paid, reason "Refund".
 */
export async function recordBookingPayment(
  trx: Knex.Transaction,
  id: string,
  input: RecordPayment,
  actor: string,
  options: {
    mailBcc: string | undefined;
    catalogue: ServiceSource;
    isAdmin: boolean;
    source?: PaymentSource;
  },
): Promise<BookingRow> {
  const booking = await trx<BookingRow>('bookings').where({ id }).whereNull('deleted_at').forUpdate().first();
  if (!booking) throw notFound('Booking not found');
  const sum = await sumOfEntries(trx, id);
  const ledger = { mailBcc: options.mailBcc, catalogue: options.catalogue };

  if (input.status === 'refunded') {
    if (booking.payment_status === 'refunded' && sum === 0) return booking;
    if (sum <= 0) {
      const [row] = await trx<BookingRow>('bookings')
        .where({ id })
        .update({ payment_status: 'refunded', payment_verified_by: actor, payment_verified_at: new Date() })
        .returning('*');
      return row as BookingRow;
    }
    const method = await refundMethod(trx, id);
    const entry = { method, amount: -sum, reason: REFUND_REASON, source: booking.payment_source ?? 'desk' };
    return appendPaymentEntry(trx, booking, entry, actor, { ...ledger, refund: true });
  }

  const difference = (centavos(input.amountPaid ?? 0) - centavos(sum)) / 100;
  if (difference === 0) {
    const reference = input.reference ?? booking.payment_reference ?? null;
    if (reference === (booking.payment_reference ?? null)) return booking;
    const [row] = await trx<BookingRow>('bookings')
      .where({ id })
      .update({ payment_reference: reference })
      .returning('*');
    return row as BookingRow;
  }
  if (difference < 0 && !options.isAdmin) throw forbidden(CORRECTION_ADMIN_ONLY);
  const source =
    options.source ?? (booking.payment_status === 'proof-submitted' ? 'proof' : ('desk' as PaymentSource));
  return appendPaymentEntry(
    trx,
    booking,
    {
      method: methodFor(source, booking, input.method),
      amount: difference,
      // A checked proof carries the reference the client sent with it.
      reference: input.reference ?? (source === 'proof' ? (booking.payment_reference ?? null) : null),
      reason: difference < 0 ? 'Amount corrected' : null,
      source,
    },
    actor,
    ledger,
  );
}
