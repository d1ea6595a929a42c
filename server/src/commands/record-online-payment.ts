import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import { formatPesos } from '../../../domain/money';
import { amountDueOnline, fromCentavos, toCentavos } from '../../../domain/online-payment';
import type { BookingRow } from '../db/rows';
import { recordEvent } from '../events/booking-events';
import { PAID_EVENT, type PaymongoEvent } from '../payments/paymongo-event';
import { isUuid } from '../users/users';
import { confirmWhenPaid } from './confirm-when-paid';
import { recordBookingPayment } from './record-booking-payment';

/** What became of one webhook event: only `recorded` wrote money. */
export type OnlinePaymentOutcome =
  | 'recorded'
  | 'replayed'
  | 'ignored-type'
  | 'no-payment'
  | 'unknown-booking'
  | 'payment-already-recorded'
  | 'amount-mismatch';

export interface OnlinePaymentResult {
  outcome: OnlinePaymentOutcome;
  bookingId?: string;
  confirmed?: boolean;
  detail?: string;
}

/**
 * One signed PayMongo event, handled once: its id is claimed first (a second delivery, a replay, or
 * another instance receiving it meanwhile finds it taken and changes nothing). A paid checkout
 * session records the money through the desk's own path (record-booking-payment.ts: a ledger entry, the one acknowledgement,
 * packages opened) when it is for a known booking and exactly the amount due; anything else is kept
 * with its outcome, and a refused payment is written on the booking's history for the desk.
 */
export async function recordOnlinePayment(
  knex: Knex,
  event: PaymongoEvent,
  options: { mailBcc: string | undefined; catalogue: ServiceSource },
): Promise<OnlinePaymentResult> {
  return knex.transaction(async (trx) => {
    const claimed = await trx('paymongo_events')
      .insert({ event_id: event.id, type: event.type, outcome: 'received' })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    if (claimed.length === 0) return { outcome: 'replayed' };
    const settle = async (result: OnlinePaymentResult, paid?: { paymentId: string; amount: number }) => {
      await trx('paymongo_events')
        .where({ event_id: event.id })
        .update({
          outcome: result.outcome,
          booking_id: result.bookingId ?? null,
          payment_id: result.outcome === 'recorded' ? (paid?.paymentId ?? null) : null,
          amount_centavos: paid?.amount ?? null,
        });
      return result;
    };
    if (event.type !== PAID_EVENT) return settle({ outcome: 'ignored-type', detail: event.type });
    const paid = event.paid;
    if (!paid) return settle({ outcome: 'no-payment', detail: 'the session lists no paid payment in PHP' });
    const money = { paymentId: paid.paymentId, amount: paid.amountCentavos };

    const id = paid.bookingId && isUuid(paid.bookingId) ? paid.bookingId : undefined;
    const booking = id
      ? await trx<BookingRow>('bookings').where({ id }).whereNull('deleted_at').forUpdate().first()
      : undefined;
    if (!booking || (paid.referenceNumber && paid.referenceNumber !== booking.booking_number)) {
      const detail = `metadata.bookingId ${paid.bookingId ?? '(none)'}, reference ${paid.referenceNumber ?? '(none)'}`;
      return settle({ outcome: 'unknown-booking', detail }, money);
    }
    const bookingId = booking.id;
    // The booking's row lock orders every event of one booking: a payment under a second event id
    // (or a second session paid) meets the first one's record here.
    const seen = await trx('paymongo_events').where({ payment_id: paid.paymentId }).first();
    if (seen) return settle({ outcome: 'payment-already-recorded', bookingId }, money);

    const due = amountDueOnline({
      status: booking.status,
      total: Number(booking.total_price),
      amountPaid:
        booking.amount_paid === null || booking.amount_paid === undefined
          ? null
          : Number(booking.amount_paid),
      paymentStatus: booking.payment_status ?? 'unpaid',
      deposit: Number(booking.deposit_due ?? 0),
    });
    if (paid.amountCentavos !== toCentavos(due)) {
      const detail = `PayMongo payment ${paid.paymentId} of ${formatPesos(fromCentavos(paid.amountCentavos))} did not match the ${formatPesos(due)} due, so it was not recorded: check it in PayMongo's dashboard and record or refund it by hand`;
      await recordEvent(trx, bookingId, 'online_payment_refused', EVENT_ACTORS.onlinePayment, detail);
      return settle({ outcome: 'amount-mismatch', bookingId, detail }, money);
    }

    const received = Number(booking.amount_paid ?? 0) + fromCentavos(paid.amountCentavos);
    const row = await recordBookingPayment(
      trx,
      bookingId,
      { status: 'paid', amountPaid: received, reference: paid.paymentId, method: 'gcash' },
      EVENT_ACTORS.onlinePayment,
      { mailBcc: options.mailBcc, catalogue: options.catalogue, isAdmin: false, source: 'online' },
    );
    const confirmed = await confirmWhenPaid(trx, row, EVENT_ACTORS.onlinePayment, options.catalogue);
    return settle({ outcome: 'recorded', bookingId, confirmed }, money);
  });
}
