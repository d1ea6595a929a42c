import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { formatPesos } from '../../../domain/money';
import { centavos } from '../../../domain/payment';
import type { PaymentEntryInput } from '../../../domain/schemas/payment';
import type { BookingRow } from '../db/rows';
import { conflict, forbidden, HttpError, notFound } from '../errors';
import { findEntry, type PaymentEntryRow, sumOfEntries } from '../queries/payment-entries';
import { appendPaymentEntry } from './append-payment-entry';
import { CORRECTION_ADMIN_ONLY } from './record-booking-payment';

export const TAKE_PAYMENT_MESSAGES = {
  idReused: 'This payment id was already used for a different payment: send a new id',
  cancelled: 'This visit is cancelled: only a correction or refund (a negative amount) can be recorded',
  overBalance: (amount: number, balance: number) =>
    `The amount ${formatPesos(amount)} is more than the ${formatPesos(balance)} balance: give the cash handed over as tendered, for the change`,
  belowZero: (paid: number) =>
    `A correction cannot take what was paid below ₱0: ${formatPesos(paid)} was paid`,
} as const;

const refused = (message: string, field: string) =>
  new HttpError(400, 'validation_failed', message, {}, { field });

const pesosOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : centavos(Number(value));

/** A replay of one entry: the same booking and the same figures the first send wrote. */
function sameEntry(row: PaymentEntryRow, bookingId: string, input: PaymentEntryInput): boolean {
  return (
    row.booking_id === bookingId &&
    row.method === input.method &&
    centavos(Number(row.amount)) === centavos(input.amount) &&
    (row.reference ?? null) === (input.reference || null) &&
    pesosOrNull(row.tendered) === pesosOrNull(input.tendered) &&
    (row.reason ?? null) === (input.reason || null)
  );
}

/**
 * One payment taken at the counter (`POST /api/bookings/:id/payments`), or an admin's correction.
 * With the booking's row locked: an id sent before answers what it wrote (the same figures) or 409
 * (different ones), so a queued payment sent twice is written once; a payment is at most the balance
 * (the change is the cash `tendered`); a correction never takes the sum below 0. A cancelled visit
 * takes corrections and refunds only.
 */
export async function takePayment(
  trx: Knex.Transaction,
  bookingId: string,
  input: PaymentEntryInput,
  actor: { name: string; isAdmin: boolean },
  options: { mailBcc: string | undefined; catalogue: ServiceSource },
): Promise<{ row: BookingRow; written: boolean }> {
  const booking = await trx<BookingRow>('bookings')
    .where({ id: bookingId })
    .whereNull('deleted_at')
    .forUpdate()
    .first();
  if (!booking) throw notFound('Booking not found');
  if (input.id) {
    const earlier = await findEntry(trx, input.id);
    if (earlier) {
      if (!sameEntry(earlier, bookingId, input)) throw conflict(TAKE_PAYMENT_MESSAGES.idReused);
      return { row: booking, written: false };
    }
  }
  if (input.amount < 0 && !actor.isAdmin) throw forbidden(CORRECTION_ADMIN_ONLY);
  const sum = await sumOfEntries(trx, bookingId);
  if (input.amount > 0) {
    if (booking.status === 'cancelled') throw conflict(TAKE_PAYMENT_MESSAGES.cancelled);
    const balance = Math.max(0, centavos(Number(booking.total_price)) - centavos(sum)) / 100;
    if (centavos(input.amount) > centavos(balance))
      throw refused(TAKE_PAYMENT_MESSAGES.overBalance(input.amount, balance), 'amount');
  } else if (centavos(sum) + centavos(input.amount) < 0) {
    throw refused(TAKE_PAYMENT_MESSAGES.belowZero(sum), 'amount');
  }
  const row = await appendPaymentEntry(
    trx,
    booking,
    {
      id: input.id,
      method: input.method,
      amount: input.amount,
      reference: input.reference || null,
      tendered: input.tendered ?? null,
      reason: input.reason || null,
      source: 'desk',
    },
    actor.name,
    options,
  );
  return { row, written: true };
}
