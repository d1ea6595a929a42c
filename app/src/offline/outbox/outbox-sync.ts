import type { ClinicDatabase } from '../db';
import { drainOutbox } from './drain-outbox';

export const OUTBOX_SYNC_TAG = 'tbl-outbox';

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to drain the outbox when the connection returns, even if the tab is gone. */
async function registerBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as SyncCapableRegistration;
    await registration.sync?.register(OUTBOX_SYNC_TAG);
    return Boolean(registration.sync);
  } catch {
    return false;
  }
}

/**
 * The page's side of sending: drains at once, on start, when the connection returns and when the tab
 * becomes visible (Safari and Firefox have no Background Sync), and again when a retry falls due.
 * Returns a function that sends now (after a submission) and a function that stops it all.
 */
export function startOutboxSync(db: ClinicDatabase): { flush(): Promise<void>; stop(): void } {
  let running: Promise<void> | undefined;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleNextDue = async () => {
    clearTimeout(retryTimer);
    const next = await db.outbox.where('status').equals('queued').sortBy('nextAttemptAt');
    const first = next[0];
    if (!first) return;
    retryTimer = setTimeout(() => void flush(), Math.max(0, first.nextAttemptAt - Date.now()) + 50);
  };

  const runOnce = async () => {
    const summary = await drainOutbox(db);
    if (summary.retrying > 0) await registerBackgroundSync();
    await scheduleNextDue();
  };

  // One drain at a time per page; a request for another while one runs makes it go round once more.
  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch(() => undefined);
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const onOnline = () => void flush();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flush();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void flush();

  return {
    flush,
    stop: () => {
      clearTimeout(retryTimer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
