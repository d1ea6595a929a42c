import { db } from '../../../offline/db';
import { CACHE_NAMES } from '../../../pwa/sw-routes';

export type SnapshotKey = 'dashboard' | 'deleted' | 'completed' | 'consultations';

export interface Snapshot<Query, Result> {
  savedAt: number;
  query: Query;
  result: Result;
}

/** Keeps the list a screen just loaded, so the front desk still sees it when the connection drops. */
export async function saveSnapshot<Query, Result>(
  key: SnapshotKey,
  snapshot: Snapshot<Query, Result>,
): Promise<void> {
  try {
    await db.staffSnapshots.put({ key, ...snapshot });
  } catch (error) {
    // A full or blocked disk only costs the offline copy; the live screen carries on.
    console.warn(`Could not keep the ${key} list for offline use`, error);
  }
}

export async function readSnapshot<Query, Result>(key: SnapshotKey): Promise<Snapshot<Query, Result> | null> {
  try {
    const row = await db.staffSnapshots.get(key);
    return row ? { savedAt: row.savedAt, query: row.query as Query, result: row.result as Result } : null;
  } catch (error) {
    console.warn(`Could not read the saved ${key} list`, error);
    return null;
  }
}

/**
 * Customer details stay on a shared desk device only while someone is signed in: signing out (or a
 * session the server ended) drops the kept lists and the service worker's copies of the API replies.
 */
export async function clearOfflineCopies(): Promise<void> {
  try {
    await db.staffSnapshots.clear();
  } catch (error) {
    console.warn('Could not clear the saved back-office lists', error);
  }
  try {
    if (typeof caches !== 'undefined') await caches.delete(CACHE_NAMES.staffApi);
  } catch (error) {
    console.warn('Could not clear the cached back-office replies', error);
  }
}
