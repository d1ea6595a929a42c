import { currentTokenSession } from '../lib/session';
import { isStaffApiCache } from '../pwa/sw-routes';
import { db } from './db';

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
    if (typeof caches !== 'undefined') {
      const names = (await caches.keys()).filter(isStaffApiCache);
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch (error) {
    console.warn('Could not clear the cached back-office replies', error);
  }
}

/** At every start: with no live session on this device, no staff data stays on it either. */
export async function dropStaffDataWithoutSession(): Promise<void> {
  if (currentTokenSession() === null) await clearOfflineCopies();
}
