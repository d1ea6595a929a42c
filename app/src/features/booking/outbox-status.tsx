import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense } from 'react';
import { db } from '../../offline/db';
import { countNeedingAttention } from '../../offline/outbox/outbox-store';
import { useWaitingCount } from '../../offline/outbox/use-outbox';
import { OutboxStatusRegion } from './outbox-status-region';
import { useOutboxSync } from './use-outbox-sync';

// Fetched only when there is news to tell: most visits never load it.
const OutboxNotices = lazy(() =>
  import('./new-time/outbox-notices').then((module) => ({ default: module.OutboxNotices })),
);

/**
 * For the top bar: how many bookings and consultations are saved on this device but not yet at the
 * clinic, live across tabs, and the news about the others (went through, needs a new time) on any
 * page. Mounting it also starts the page's outbox sync.
 */
export function OutboxStatus() {
  useOutboxSync();
  const attention = useLiveQuery(() => countNeedingAttention(db), []) ?? 0;
  return (
    <>
      <OutboxStatusRegion count={useWaitingCount()} />
      {attention > 0 ? (
        <Suspense fallback={null}>
          <OutboxNotices />
        </Suspense>
      ) : null}
    </>
  );
}
