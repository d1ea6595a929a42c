import { startCatalogueRefresh } from '../catalogue/catalogue-refresh';
import { ensureOutboxSync } from '../offline/outbox/page-outbox-sync';
import { dropStaffLeftovers } from '../offline/staff-leftovers';
import { keepStorageOnceCartFills } from '../pwa/persist-storage';

let started = false;

/**
 * Whatever page opened, the catalogue is brought up to date, bookings saved on this device but not yet sent go out, the request to keep
 * our data is armed, and staff data left behind by a session that has ended is dropped. Once per page.
 */
export function startDeviceWork(): void {
  if (started) return;
  started = true;
  ensureOutboxSync();
  startCatalogueRefresh();
  keepStorageOnceCartFills();
  void dropStaffLeftovers().catch((error: unknown) =>
    console.warn('Could not drop back-office data left on this device', error),
  );
}
