import type { BookingStatus } from './booking-status';
import { balanceDue, type PaymentStatus } from './payment';

/**
 * How the money recorded on a visit came: counted at the desk, a transfer whose proof the desk checked,
 * or paid online through PayMongo (GCash, Maya, QR Ph, card) and recorded by its signed webhook.
 */
export const PAYMENT_SOURCES = ['desk', 'proof', 'online'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const PAYMENT_SOURCE_LABELS: Record<PaymentSource, string> = {
  desk: 'at the desk',
  proof: 'by transfer (proof checked)',
  online: 'online (PayMongo)',
};

/** The ways PayMongo's checkout offers, by its own names. */
export const ONLINE_PAYMENT_METHODS = ['gcash', 'paymaya', 'qrph', 'card'] as const;

/** PayMongo counts in centavos; the clinic in pesos (two decimals at most). */
export const toCentavos = (pesos: number) => Math.round(pesos * 100);
export const fromCentavos = (centavos: number) => centavos / 100;

/** What a booking's money looks like to the rules below. */
export interface MoneyState {
  status: BookingStatus;
  total: number;
  amountPaid: number | null;
  paymentStatus: PaymentStatus;
}

const TAKES_PAYMENT: ReadonlySet<BookingStatus> = new Set(['pending', 'confirmed']);

/**
 * Pesos the client may pay online now: the balance of a visit still to come; 0 when there is nothing
 * to pay (paid, refunded, cancelled, done, or priced at the consultation). The one place that says
 * what "the amount due" is, so a deposit can become it later.
 */
export function amountDueOnline(money: MoneyState): number {
  if (!TAKES_PAYMENT.has(money.status)) return 0;
  return balanceDue(money.paymentStatus, money.total, money.amountPaid);
}

/**
 * Whether what came in is enough to confirm the booking without the desk's call: today the whole
 * total (a deposit, once there are deposits, is the other way to pass).
 */
export function paidEnoughToConfirm(money: Pick<MoneyState, 'total' | 'amountPaid'>): boolean {
  return money.total > 0 && (money.amountPaid ?? 0) >= money.total;
}

export const ONLINE_PAYMENT_MESSAGES = {
  unavailable:
    'Online payment is not available at the moment. Please pay by transfer and send your proof, or pay at the clinic.',
  nothingDue: 'There is nothing to pay online for this booking.',
  providerDown: 'We could not open the payment page just now. Please try again in a minute.',
} as const;
