import { type LineRepricing, repriceLine } from '@domain/cart-repricing';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLiveCatalogue } from '../../catalogue/live-catalogue';
import type { CartLine } from '../../offline/db';
import { cartStore } from './cart-store';

/** A line whose price the catalogue changed while it sat in the cart: the notice names both. */
export interface PriceChange {
  key: string;
  name: string;
  was: number;
  now: number;
}

// The changes seen this visit, kept while the client goes from the cart to the booking form, until
// they dismiss the notice or book.
let changes: readonly PriceChange[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentChanges = () => changes;

function noteChange(change: PriceChange): void {
  changes = [...changes.filter((kept) => kept.key !== change.key), change];
  notify();
}

export function dismissPriceChanges(): void {
  if (changes.length === 0) return;
  changes = [];
  notify();
}

export interface CartRepricing {
  /** Why the server would refuse a line now, by line key. */
  refusals: ReadonlyMap<string, string>;
  changes: readonly PriceChange[];
}

/**
 * Keeps the cart's prices the catalogue's: a line the clinic re-priced since it was added takes the
 * new price (and the notice says so, never silently); a line the server would refuse (retired
 * treatment, ended package) says why, for the client to remove it before booking.
 */
export function useCartRepricing(lines: readonly CartLine[]): CartRepricing {
  const catalogue = useLiveCatalogue();
  const results = useMemo(
    () => lines.map((line) => [line, repriceLine(line, catalogue)] as [CartLine, LineRepricing]),
    [lines, catalogue],
  );
  useEffect(() => {
    for (const [line, result] of results) {
      if (result.kind !== 'changed') continue;
      noteChange({ key: line.key, name: result.name, was: line.price, now: result.price });
      void cartStore.reprice(line.key, line.price, result);
    }
  }, [results]);
  const refusals = useMemo(
    () =>
      new Map(
        results.flatMap(([line, result]) =>
          result.kind === 'refused' ? [[line.key, result.message] as const] : [],
        ),
      ),
    [results],
  );
  const seen = useSyncExternalStore(subscribe, currentChanges, currentChanges);
  const keys = new Set(lines.map((line) => line.key));
  return { refusals, changes: seen.filter((change) => keys.has(change.key)) };
}
