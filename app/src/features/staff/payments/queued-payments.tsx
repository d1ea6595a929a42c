import type { Payment } from '@domain/payment';
import { useEffect } from 'react';
import { CounterOutboxEntry } from '../desk-outbox/counter-outbox-entry';
import { forgetDeskItem } from '../desk-outbox/desk-outbox-store';
import { useBookingCounterOutbox } from '../desk-outbox/use-counter-outbox';

function paymentOf(response: unknown): Payment | undefined {
  return (response as { data?: { payment?: Payment } } | undefined)?.data?.payment;
}

/**
 * The booking's counter payments taken offline, under its entries: waiting to send (not counted as
 * received), or refused with the server's words. Once one is sent, the checkout shows the payment
 * the server answered with, and the note leaves the device.
 */
export function QueuedPayments({
  bookingId,
  onPaid,
}: {
  bookingId: string;
  onPaid: (payment: Payment) => void;
}) {
  const items = useBookingCounterOutbox(bookingId).filter((item) => item.kind === 'desk-payment');
  const delivered = items.filter((item) => item.status === 'delivered');
  const latest = delivered.at(-1);
  const sentIds = delivered.map((item) => item.id).join(' ');

  useEffect(() => {
    if (!latest) return;
    const payment = paymentOf(latest.response);
    if (payment) onPaid(payment);
    for (const id of sentIds.split(' ')) void forgetDeskItem(id);
  }, [latest, sentIds, onPaid]);

  const outstanding = items.filter((item) => item.status !== 'delivered');
  if (outstanding.length === 0) return null;
  return (
    <ul className="desk-outbox__list counter__queued" aria-label="Payments waiting to send">
      {outstanding.map((item) => (
        <CounterOutboxEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}
