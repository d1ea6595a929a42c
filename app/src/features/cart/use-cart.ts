import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useSyncExternalStore } from 'react';
import type { CartLine } from '../../offline/db';
import { type CartStorageStatus, cartStore } from './cart-store';

export interface CartView {
  lines: readonly CartLine[];
  /** True until the device has answered the first read. */
  isLoading: boolean;
  storage: CartStorageStatus;
}

/** The storage the cart lives in right now: the device, or memory after a storage failure. */
export function useCartStorageStatus(): CartStorageStatus {
  useEffect(() => {
    void cartStore.checkStorage();
  }, []);
  return useSyncExternalStore(cartStore.subscribe, cartStore.getStatus, cartStore.getStatus);
}

/** The cart's lines, live across tabs and reloads (or from memory once storage failed). */
export function useCart(): CartView {
  const storage = useCartStorageStatus();
  const memoryLines = useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getMemoryLines,
    cartStore.getMemoryLines,
  );
  const deviceLines = useLiveQuery(() => cartStore.readDeviceLines(), [storage.mode]);
  if (storage.mode === 'memory') return { lines: memoryLines, isLoading: false, storage };
  return { lines: deviceLines ?? [], isLoading: deviceLines === undefined, storage };
}
