import { BOOKING_STATUS_LABELS } from '@domain/booking-status';
import { formatClock12 } from '../format';
import type { QueuedStatus } from './counter-queue';
import { useBookingCounterOutbox } from './use-counter-outbox';
import './desk-outbox.css';

/**
 * On a visit's card or row: an arrival or In treatment tapped offline, with the time it was tapped,
 * while it waits to reach the clinic ("Arrived 2:04 PM, waiting to send"), or the server's refusal.
 */
export function WaitingStatus({ bookingId, className }: { bookingId: string; className?: string }) {
  const items = useBookingCounterOutbox(bookingId).filter(
    (item) => item.kind === 'desk-status' && item.status !== 'delivered',
  );
  if (items.length === 0) return null;
  return (
    <span className={className ?? 'waiting-status'}>
      {items.map((item) => {
        const status = (item.body as QueuedStatus).status;
        const tapped = `${BOOKING_STATUS_LABELS[status]} ${formatClock12(item.createdAt)}`;
        return (
          <strong key={item.id} className="waiting-status__item">
            {item.status === 'rejected' || item.status === 'conflict'
              ? `${tapped} not saved: ${item.lastError ?? 'refused by the server'}`
              : `${tapped}, waiting to send`}
          </strong>
        );
      })}
    </span>
  );
}
