import { ensureOutboxSync } from '../offline/outbox/page-outbox-sync';
import { keepStorageOnceCartFills } from '../pwa/persist-storage';

let started = false;

/**
 * Whatever page opened, bookings saved on this device but not yet sent go out, and the request to
 * keep our data is armed. Once per page.
 */
export function startDeviceWork(): void {
  if (started) return;
  started = true;
  ensureOutboxSync();
  keepStorageOnceCartFills();
}
