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

/**
 * Signing out also deletes what the desk queued and has not sent: bookings, counter payments and
 * arrivals (the desk is warned first, see features/staff/desk-outbox/sign-out-button.tsx). Each
 * names a client, and sent later it would reach the clinic under whoever signs in next. A session
 * that merely expired keeps them, so the next sign-in sends them rather than losing them without a word.
 */
export async function clearDeskOutbox(): Promise<void> {
  try {
    await db.outbox.where('kind').startsWith('desk-').delete();
  } catch (error) {
    console.warn("Could not clear the desk's unsent items kept on this device", error);
  }
}

/** At every start: with no live session on this device, no staff data stays on it either. */
export async function dropStaffDataWithoutSession(): Promise<void> {
  if (currentTokenSession() === null) await clearOfflineCopies();
}
