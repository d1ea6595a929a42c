import type { BookingStatus } from '@domain/booking-status';
import { BOOKING_STATUS_LABELS } from '@domain/booking-status';
import { formatPesos } from '@domain/money';
import { PAYMENT_ENTRY_METHOD_LABELS } from '@domain/payment';
import type { ClinicDatabase } from '../../../offline/db';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { newOutboxItem } from '../../../offline/outbox/outbox-store';
import type { TakePaymentInput } from '../api/counter-api';

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;
export const paymentsUrl = (bookingId: string) => `${bookingPath(bookingId)}/payments`;
export const statusUrl = (bookingId: string) => `${bookingPath(bookingId)}/status`;

/** `Cash ₱1,500 for Ana Cruz`: what the desk reads in the list of what waits. */
export function describePayment(input: Pick<TakePaymentInput, 'method' | 'amount'>, customerName: string) {
  return `${PAYMENT_ENTRY_METHOD_LABELS[input.method]} ${formatPesos(input.amount)} for ${customerName}`;
}

/**
 * A counter payment taken with no line: it waits under its own entry id, which the server already
 * treats as the payment's identity (a replay answers 200 and writes nothing), and doubles as the
 * outbox item's id and Idempotency-Key, so tapping twice or replaying after a lost answer is one entry.
 */
export async function queueDeskPayment(
  db: ClinicDatabase,
  bookingId: string,
  input: TakePaymentInput,
  customerName: string,
  now = Date.now(),
): Promise<void> {
  if (await db.outbox.get(input.id)) return;
  await db.outbox.add(
    newOutboxItem(
      {
        id: input.id,
        kind: 'desk-payment',
        url: paymentsUrl(bookingId),
        body: input,
        summary: describePayment(input, customerName),
      },
      now,
    ),
  );
}

export interface QueuedStatus {
  status: Extract<BookingStatus, 'arrived' | 'in-treatment'>;
  updatedBy: string;
}

/**
 * Arrived or In treatment tapped with no line. The server stamps the time it receives the change
 * (PATCH /status takes no time of its own), so the tap's time is kept here and shown while it waits.
 * A second tap of the same step for the same booking is the same item: it is sent once.
 */
export async function queueDeskStatus(
  db: ClinicDatabase,
  bookingId: string,
  change: QueuedStatus,
  customerName: string,
  now = Date.now(),
): Promise<string> {
  const url = statusUrl(bookingId);
  const waiting = await db.outbox
    .where('kind')
    .equals('desk-status')
    .filter(
      (item) =>
        item.url === url &&
        item.status !== 'delivered' &&
        (item.body as QueuedStatus | undefined)?.status === change.status,
    )
    .first();
  if (waiting) return waiting.id;
  const id = crypto.randomUUID();
  await db.outbox.add(
    newOutboxItem(
      {
        id,
        kind: 'desk-status',
        method: 'PATCH',
        url,
        body: change,
        summary: `${BOOKING_STATUS_LABELS[change.status]} for ${customerName}`,
      },
      now,
    ),
  );
  return id;
}

/** The booking an item of the counter's is for, read back from its path. */
export function bookingIdOf(item: OutboxItem): string | undefined {
  const match = /^\/api\/bookings\/([^/]+)\/(?:payments|status)$/.exec(item.url);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Still the desk's to deal with: waiting, being sent, or refused (kept until dismissed). */
export function isOutstanding(item: OutboxItem): boolean {
  return item.status !== 'delivered';
}
