import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentCount = () => count;

/**
 * The number of items in the cart (the sum of quantities), live across tabs. The badge in the page's
 * chrome reads it here, without IndexedDB code: `CartCountFeed`, loaded once the page has painted,
 * mirrors the cart into it. Zero until then, as it always was until the device answered.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, currentCount, currentCount);
}

export function publishCartCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}
