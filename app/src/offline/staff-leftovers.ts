import { isStaffApiCache } from '../pwa/sw-routes';
import { db } from './db';

/**
 * Whether this device holds anything a back-office session kept: a saved list or a cached API
 * reply. Two cheap reads, so that a public page loads the purge (and the session code) only on a
 * device that has something to purge.
 */
export async function staffDataLeftOnDevice(): Promise<boolean> {
  if (typeof caches !== 'undefined' && (await caches.keys()).some(isStaffApiCache)) return true;
  return (await db.staffSnapshots.count()) > 0;
}

/** At every start: staff data left by a session that has ended is dropped (offline/staff-data.ts). */
export async function dropStaffLeftovers(): Promise<void> {
  try {
    if (!(await staffDataLeftOnDevice())) return;
  } catch (error) {
    console.warn('Could not look for back-office data left on this device', error);
    return;
  }
  const { dropStaffDataWithoutSession } = await import('./staff-data');
  await dropStaffDataWithoutSession();
}
