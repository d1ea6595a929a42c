import { useWaitingCount } from '../../offline/outbox/use-outbox';
import { OutboxStatusRegion } from './outbox-status-region';
import { useOutboxSync } from './use-outbox-sync';

/**
 * For the top bar: how many bookings and consultations are saved on this device but not yet at the
 * clinic, live across tabs. Mounting it also starts the page's outbox sync.
 */
export function OutboxStatus() {
  useOutboxSync();
  return <OutboxStatusRegion count={useWaitingCount()} />;
}
