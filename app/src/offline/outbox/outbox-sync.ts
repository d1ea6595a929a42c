import type { ClinicDatabase } from '../db';
import { type DrainOptions, drainOutbox, sendableBy } from './drain-outbox';
import { nextDueAt } from './outbox-store';
import { OUTBOX_SYNC_TAG } from './sync-tag';

export { OUTBOX_SYNC_TAG };

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to drain the outbox when the connection returns, even if the tab is gone.
 * `getRegistration()` rather than `ready`: `ready` never settles on a page no worker controls, and a
 * drain waiting on it would never finish.
 */
async function registerBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | SyncCapableRegistration
      | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

export interface FlushOptions {
  /** Send every queued item now, whatever its backoff (the connection came back, or the visitor asked). */
  force?: boolean;
}

export interface OutboxSync {
  /** Drains now; resolves when this page has nothing more it can send at the moment. */
  flush(options?: FlushOptions): Promise<void>;
  stop(): void;
}

/**
 * The page's side of sending: drains at once, on start, when the connection returns and when the tab
 * becomes visible (Safari and Firefox have no Background Sync), and again when a retry or an
 * abandoned lease falls due. Returns a function that sends now (after a submission) and one that
 * stops it all.
 */
export function startOutboxSync(
  db: ClinicDatabase,
  drainOptions: Omit<DrainOptions, 'force'> = {},
): OutboxSync {
  let running: Promise<void> | undefined;
  let again = false;
  let forceNext = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleNextDue = async () => {
    clearTimeout(retryTimer);
    const at = await nextDueAt(db, sendableBy(drainOptions));
    if (at === undefined || stopped) return;
    const now = drainOptions.now?.() ?? Date.now();
    retryTimer = setTimeout(() => void flush(), Math.max(0, at - now) + 50);
  };

  const runOnce = async (force: boolean) => {
    const summary = await drainOutbox(db, { ...drainOptions, force });
    // Not awaited: asking for Background Sync must never hold up the next send.
    if (summary.retrying > 0) void registerBackgroundSync();
    await scheduleNextDue();
  };

  // One drain at a time per page; a request for another while one runs makes it go round once more.
  const flush = (options: FlushOptions = {}): Promise<void> => {
    if (options.force) forceNext = true;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const force = forceNext;
        forceNext = false;
        await runOnce(force).catch(() => undefined);
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const onOnline = () => void flush({ force: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flush();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void flush();

  return {
    flush,
    stop: () => {
      stopped = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
