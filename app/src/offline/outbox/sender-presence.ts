const LOCK_PREFIX = 'tbl-outbox-sender:';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  query(): Promise<{ held?: Array<{ name?: string }> }>;
}

function lockManager(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' && typeof locks.query === 'function'
    ? locks
    : undefined;
}

/**
 * Runs one drain as a named sender that other pages and the service worker can see is alive: it
 * holds a Web Lock named after itself for as long as it runs. The browser frees the lock the moment
 * its page goes away, so an item left mid-send by a reloaded tab is known abandoned at once instead
 * of after its lease. Where Web Locks are missing, leases alone decide (`live` is undefined).
 */
export async function asLiveSender<T>(
  work: (holder: string, live: ReadonlySet<string> | undefined) => Promise<T>,
): Promise<T> {
  const holder = crypto.randomUUID();
  const locks = lockManager();
  if (!locks) return work(holder, undefined);
  return locks.request(`${LOCK_PREFIX}${holder}`, async () => {
    const { held = [] } = await locks.query();
    const live = new Set(
      held
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(LOCK_PREFIX))
        .map((name) => name.slice(LOCK_PREFIX.length)),
    );
    return work(holder, live);
  });
}
