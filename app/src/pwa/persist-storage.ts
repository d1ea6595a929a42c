import { liveQuery } from 'dexie';
import { db } from '../offline/db';

const ASKED_KEY = 'storage-persist-asked';

/**
 * Asks the browser once to keep our data (cart, drafts, outbox) even under storage pressure. Called
 * after the first cart item or after install, when the request is most likely to be granted.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  const asked = await db.keyval.get(ASKED_KEY);
  if (asked) return false;
  await db.keyval.put({ key: ASKED_KEY, value: Date.now() });
  return navigator.storage.persist();
}

/** Asks for persistent storage after the first cart item, and when the app is installed. */
export function keepStorageOnceCartFills(): void {
  const subscription = liveQuery(() => db.cart.count()).subscribe({
    next: (count) => {
      if (count > 0) {
        subscription.unsubscribe();
        void requestPersistentStorage();
      }
    },
    error: () => subscription.unsubscribe(),
  });
  window.addEventListener('appinstalled', () => void requestPersistentStorage(), { once: true });
}
