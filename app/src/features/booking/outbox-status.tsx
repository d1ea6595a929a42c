import { useWaitingCount } from '../../offline/outbox/use-outbox';
import { useOutboxSync } from './use-outbox-sync';
import './outbox-status.css';

/**
 * For the top bar: how many bookings and consultations are saved on this device but not yet at the
 * clinic, live across tabs. Mounting it also starts the page's outbox sync. The live region is always
 * in the page so a change in the count is announced.
 */
export function OutboxStatus() {
  useOutboxSync();
  const count = useWaitingCount();
  return (
    <span className="outbox-status" role="status">
      {count > 0 ? (
        <span className="outbox-status__pill" data-testid="outbox-waiting">
          <span className="outbox-status__dot" aria-hidden="true" />
          {count} waiting to send
        </span>
      ) : null}
    </span>
  );
}
