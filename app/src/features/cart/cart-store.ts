import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@domain/cart-limits';
import { type CartLine, type ClinicDatabase, db } from '../../offline/db';
import {
  type AddResult,
  cartLineKey,
  clampQuantity,
  type NewCartItem,
  newCartLine,
  withOneMore,
} from './cart-lines';
import { type CartStorageProblem, isStorageFailure, storageProblemOf } from './cart-storage-errors';

export type CartStorageStatus = { mode: 'device' } | { mode: 'memory'; problem: CartStorageProblem };

const ON_DEVICE: CartStorageStatus = { mode: 'device' };

function byAddedAt(a: CartLine, b: CartLine) {
  return a.addedAt - b.addedAt;
}

/**
 * The cart's operations over one Dexie database. Each write is one transaction, so two tabs adding
 * at once never lose a unit. When the device refuses to store (full disk, private mode without
 * IndexedDB) the cart moves to memory for the rest of the visit and says so through `getStatus`.
 */
export function createCartStore(database: ClinicDatabase) {
  let status: CartStorageStatus = ON_DEVICE;
  let memory: readonly CartLine[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  async function moveToMemory(error: unknown): Promise<void> {
    if (status.mode === 'memory') return;
    // Keep whatever the device still lets us read, so nothing the visitor sees disappears. Without
    // IndexedDB at all, Dexie throws at once rather than rejecting, hence try around the await.
    try {
      memory = (await database.cart.toArray()).sort(byAddedAt);
    } catch {
      // Nothing readable: the cart starts empty in memory.
    }
    status = { mode: 'memory', problem: storageProblemOf(error) };
    console.warn('The cart could not be saved on this device; keeping it in memory.', error);
    notify();
  }

  async function run<T>(onDevice: () => Promise<T>, inMemory: () => T): Promise<T> {
    if (status.mode === 'device') {
      try {
        return await onDevice();
      } catch (error) {
        if (!isStorageFailure(error)) throw error;
        await moveToMemory(error);
      }
    }
    const result = inMemory();
    notify();
    return result;
  }

  function add(item: NewCartItem): Promise<AddResult> {
    const key = cartLineKey(item);
    // Lines list in the order they were added; two added within one millisecond still keep that
    // order, since a new line is always stamped after the latest one.
    const next = (lines: readonly CartLine[]): AddResult => {
      const existing = lines.find((line) => line.key === key);
      if (existing) {
        const full = existing.packageId ? existing.quantity >= 1 : existing.quantity >= MAX_LINE_QUANTITY;
        const status = full ? 'quantity-limit' : 'added';
        return { status, line: withOneMore(existing, item) };
      }
      if (lines.length >= MAX_CART_LINES) return { status: 'cart-full' };
      const latest = Math.max(0, ...lines.map((line) => line.addedAt));
      return { status: 'added', line: newCartLine(item, Math.max(Date.now(), latest + 1)) };
    };
    return run(
      () =>
        database.transaction('rw', database.cart, async () => {
          const result = next(await database.cart.toArray());
          if (result.status !== 'cart-full') await database.cart.put(result.line);
          return result;
        }),
      () => {
        const result = next(memory);
        if (result.status !== 'cart-full') {
          const others = memory.filter((line) => line.key !== key);
          memory = [...others, result.line].sort(byAddedAt);
        }
        return result;
      },
    );
  }

  function remove(key: string): Promise<void> {
    return run(
      () => database.transaction('rw', database.cart, () => database.cart.delete(key)),
      () => {
        memory = memory.filter((line) => line.key !== key);
      },
    );
  }

  /** Sets the quantity of a line, within 1 to 20; zero or less removes the line. */
  function setQuantity(key: string, quantity: number): Promise<void> {
    if (quantity <= 0) return remove(key);
    const bounded = key.split('|')[2] ? 1 : clampQuantity(quantity);
    return run(
      () =>
        database.transaction('rw', database.cart, async () => {
          await database.cart.update(key, { quantity: bounded });
        }),
      () => {
        memory = memory.map((line) => (line.key === key ? { ...line, quantity: bounded } : line));
      },
    );
  }

  /**
   * Gives a line the name and price the catalogue now has (cart-repricing), only if it still shows
   * `was`: a second tab re-pricing the same line at once changes nothing twice.
   */
  function reprice(key: string, was: number, next: { name: string; price: number }): Promise<void> {
    return run(
      () =>
        database.transaction('rw', database.cart, async () => {
          const line = await database.cart.get(key);
          if (line && line.price === was) await database.cart.update(key, next);
        }),
      () => {
        memory = memory.map((line) => (line.key === key && line.price === was ? { ...line, ...next } : line));
      },
    );
  }

  function clear(): Promise<void> {
    return run(
      () => database.transaction('rw', database.cart, () => database.cart.clear()),
      () => {
        memory = [];
      },
    );
  }

  /**
   * Asks the device once whether it will keep the cart. Dexie's live queries never run at all when
   * the browser has no IndexedDB, so that case has to be found by a plain read.
   */
  let probe: Promise<void> | undefined;
  function checkStorage(): Promise<void> {
    probe ??= (async () => {
      try {
        await database.cart.count();
      } catch (error) {
        if (!isStorageFailure(error)) throw error;
        await moveToMemory(error);
      }
    })();
    return probe;
  }

  /** The lines on the device in the order they were added; `null` once the cart lives in memory. */
  async function readDeviceLines(): Promise<CartLine[] | null> {
    if (status.mode === 'memory') return null;
    try {
      return (await database.cart.toArray()).sort(byAddedAt);
    } catch (error) {
      if (!isStorageFailure(error)) throw error;
      await moveToMemory(error);
      return null;
    }
  }

  return {
    add,
    remove,
    setQuantity,
    reprice,
    clear,
    readDeviceLines,
    checkStorage,
    getStatus: (): CartStorageStatus => status,
    getMemoryLines: (): readonly CartLine[] => memory,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The cart of this app. Other features use these functions and the hooks in `use-cart.ts`. */
export const cartStore = createCartStore(db);

// A screen that can change the cart opens the database as it loads, as the whole app did at start
// before its IndexedDB work moved after the first paint: the Add to Cart button says "Added" at
// once, and its write must not then wait for IndexedDB to open (a visitor may leave right away).
db.open().catch(() => {
  // The cart's first operation meets the same failure and moves the cart to memory, with a notice.
});
export const addToCart = cartStore.add;
export const removeFromCart = cartStore.remove;
export const setCartQuantity = cartStore.setQuantity;
export const clearCart = cartStore.clear;
