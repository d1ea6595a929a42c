import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@domain/cart-limits';
import { UNSELECTED_TIME_SLOT, UNSELECTED_TIME_SLOT_LABEL } from '@domain/time-slots';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicDatabase } from '../../offline/db';
import { cartLineKey, type NewCartItem } from './cart-lines';
import { createCartStore } from './cart-store';

const FACIAL: NewCartItem = {
  id: 'stem-cell-facial',
  name: 'Stem Cell Facial',
  price: 1999,
  image: '/images/services/stem-cell-facial.svg',
};

const FACIAL_KEY = cartLineKey({ id: FACIAL.id, timeSlot: UNSELECTED_TIME_SLOT });

const PACKAGE: NewCartItem = {
  ...FACIAL,
  name: 'Stem Cell Facial - Buy 4 Get 1 Free',
  price: 7996,
  selectedPromo: 'Buy 4 Get 1 Free',
};

let databases: ClinicDatabase[] = [];
let counter = 0;

function openStore(name = `cart-test-${++counter}`) {
  const database = new ClinicDatabase(name);
  databases.push(database);
  return { database, store: createCartStore(database), name };
}

afterEach(async () => {
  for (const database of databases) database.close();
  for (const database of databases) await Dexie.delete(database.name);
  databases = [];
  vi.restoreAllMocks();
});

describe('the cart store', () => {
  it('adds a new line with quantity 1 and the unselected time slot', async () => {
    const { database, store } = openStore();
    await store.add(FACIAL);
    const lines = await database.cart.toArray();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      id: 'stem-cell-facial',
      quantity: 1,
      timeSlot: UNSELECTED_TIME_SLOT,
      timeSlotLabel: UNSELECTED_TIME_SLOT_LABEL,
      name: 'Stem Cell Facial',
      price: 1999,
    });
  });

  it('raises the quantity when the same treatment, package and time slot is added again', async () => {
    const { store } = openStore();
    await store.add(PACKAGE);
    const result = await store.add(PACKAGE);
    const lines = await store.readDeviceLines();
    expect(lines).toHaveLength(1);
    expect(lines?.[0]?.quantity).toBe(2);
    expect(result).toMatchObject({ status: 'added', line: { quantity: 2 } });
  });

  it('keeps a second package of the same treatment on its own line, at its own price', async () => {
    const { store } = openStore();
    await store.add(FACIAL);
    await store.add(PACKAGE);
    await store.add({
      ...PACKAGE,
      name: 'Stem Cell Facial - Buy 5 get 2 free',
      price: 9995,
      selectedPromo: 'Buy 5 get 2 free',
    });
    const lines = await store.readDeviceLines();
    const byPrice = [...(lines ?? [])].sort((a, b) => a.price - b.price);
    expect(byPrice.map((line) => [line.selectedPromo ?? null, line.price, line.quantity])).toEqual([
      [null, 1999, 1],
      ['Buy 4 Get 1 Free', 7996, 1],
      ['Buy 5 get 2 free', 9995, 1],
    ]);
  });

  it('keeps a session from a package on its own line of one, priced 0', async () => {
    const { store } = openStore();
    const fromPackage = { ...FACIAL, name: 'Stem Cell Facial (from package)', price: 0, packageId: 'pkg-1' };
    await store.add(FACIAL);
    await store.add(fromPackage);
    expect((await store.add(fromPackage)).status).toBe('quantity-limit');
    const key = cartLineKey({ ...fromPackage, timeSlot: UNSELECTED_TIME_SLOT });
    await store.setQuantity(key, 5);
    const lines = [...((await store.readDeviceLines()) ?? [])].sort((a, b) => b.price - a.price);
    expect(lines.map((line) => [line.packageId ?? null, line.price, line.quantity])).toEqual([
      [null, 1999, 1],
      ['pkg-1', 0, 1],
    ]);
  });

  it('lists lines in the order they were added, even when added within one millisecond', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { store } = openStore();
    await store.add({ ...FACIAL, id: 'thermage-flx' });
    await store.add({ ...FACIAL, id: 'aqua-peel' });
    await store.add({ ...FACIAL, id: 'hifu-face' });
    expect((await store.readDeviceLines())?.map((line) => line.id)).toEqual([
      'thermage-flx',
      'aqua-peel',
      'hifu-face',
    ]);
  });

  it('keeps a separate line for the same service in another time slot', async () => {
    const { store } = openStore();
    await store.add(FACIAL);
    await store.add({ ...FACIAL, timeSlot: '14:00', timeSlotLabel: '2:00 PM' });
    expect(await store.readDeviceLines()).toHaveLength(2);
  });

  it('keeps the chosen package and a promo code on the line', async () => {
    const { store } = openStore();
    await store.add(PACKAGE);
    await store.add({
      id: 'skinny-jab-pro',
      name: 'Skinny Jab Pro',
      price: 3199,
      image: '',
      promoCode: 'TBL20',
    });
    const lines = await store.readDeviceLines();
    const byId = (id: string) => lines?.find((line) => line.id === id);
    expect(byId('stem-cell-facial')).toMatchObject({ selectedPromo: 'Buy 4 Get 1 Free', price: 7996 });
    expect(byId('skinny-jab-pro')).toMatchObject({ promoCode: 'TBL20', price: 3199 });
  });

  it('puts a promo code, with its package and price, on the whole line it is added to', async () => {
    const { store } = openStore();
    await store.add({
      id: 'skinny-jab-pro',
      name: 'Skinny Jab Pro - Buy 8 get 1 free',
      price: 19992,
      image: '',
      selectedPromo: 'Buy 8 get 1 free',
    });
    await store.add({
      id: 'skinny-jab-pro',
      name: 'Skinny Jab Pro - Buy 8 get 1 free',
      price: 15991,
      image: '',
      selectedPromo: 'Buy 8 get 1 free',
      promoCode: 'TBL20',
    });
    const lines = await store.readDeviceLines();
    expect(lines).toHaveLength(1);
    expect(lines?.[0]).toMatchObject({
      quantity: 2,
      promoCode: 'TBL20',
      selectedPromo: 'Buy 8 get 1 free',
      price: 15991,
      name: 'Skinny Jab Pro - Buy 8 get 1 free',
    });
  });

  it('removes only the line matching id and time slot', async () => {
    const { store } = openStore();
    await store.add(FACIAL);
    await store.add({ ...FACIAL, timeSlot: '14:00' });
    await store.remove(cartLineKey({ id: FACIAL.id, timeSlot: UNSELECTED_TIME_SLOT }));
    const lines = await store.readDeviceLines();
    expect(lines?.map((line) => line.timeSlot)).toEqual(['14:00']);
  });

  it('sets a quantity, and zero or less removes the line', async () => {
    const { store } = openStore();
    await store.add(FACIAL);
    await store.setQuantity(FACIAL_KEY, 5);
    expect((await store.readDeviceLines())?.[0]?.quantity).toBe(5);
    await store.setQuantity(FACIAL_KEY, 0);
    expect(await store.readDeviceLines()).toEqual([]);
    await store.add(FACIAL);
    await store.setQuantity(FACIAL_KEY, -3);
    expect(await store.readDeviceLines()).toEqual([]);
  });

  it('keeps quantities within 1 to 20', async () => {
    const { store } = openStore();
    await store.add(FACIAL);
    await store.setQuantity(FACIAL_KEY, 75);
    expect((await store.readDeviceLines())?.[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    const result = await store.add(FACIAL);
    expect(result.status).toBe('quantity-limit');
    expect((await store.readDeviceLines())?.[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    await store.setQuantity(FACIAL_KEY, 2.7);
    expect((await store.readDeviceLines())?.[0]?.quantity).toBe(2);
  });

  it('refuses a new line once the cart holds as many lines as one booking takes', async () => {
    const { store } = openStore();
    for (let index = 0; index < MAX_CART_LINES; index += 1) {
      await store.add({ ...FACIAL, timeSlot: `slot-${index}` });
    }
    expect((await store.add({ ...FACIAL, id: 'korean-glow-drip' })).status).toBe('cart-full');
    expect((await store.add({ ...FACIAL, timeSlot: 'slot-0' })).status).toBe('added');
    expect(await store.readDeviceLines()).toHaveLength(MAX_CART_LINES);
  });

  it('clears every line', async () => {
    const { store } = openStore();
    await store.add(FACIAL);
    await store.add({ ...FACIAL, id: 'korean-glow-drip' });
    await store.clear();
    expect(await store.readDeviceLines()).toEqual([]);
  });

  it('keeps the cart when the database is closed and opened again', async () => {
    const first = openStore();
    await first.store.add(PACKAGE);
    await first.store.add(PACKAGE);
    first.database.close();
    const reopened = new ClinicDatabase(first.name);
    databases.push(reopened);
    const lines = await createCartStore(reopened).readDeviceLines();
    expect(lines).toHaveLength(1);
    expect(lines?.[0]).toMatchObject({ quantity: 2, selectedPromo: 'Buy 4 Get 1 Free', price: 7996 });
  });

  it('adds two units when two writers add at once', async () => {
    const { store } = openStore();
    await Promise.all([store.add(FACIAL), store.add(FACIAL)]);
    expect((await store.readDeviceLines())?.[0]?.quantity).toBe(2);
  });
});

describe('when the device refuses to store the cart', () => {
  it('moves to memory on a full disk, keeping the lines already saved', async () => {
    const { database, store } = openStore();
    await store.add(FACIAL);
    const listener = vi.fn();
    store.subscribe(listener);
    vi.spyOn(database, 'transaction').mockRejectedValue(
      new Dexie.AbortError('Transaction aborted', new Dexie.QuotaExceededError('The disk is full')),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.add(FACIAL);
    expect(store.getStatus()).toEqual({ mode: 'memory', problem: 'full' });
    expect(store.getMemoryLines().map((line) => line.quantity)).toEqual([2]);
    expect(listener).toHaveBeenCalled();
    await store.setQuantity(FACIAL_KEY, 4);
    await store.add({ ...FACIAL, id: 'korean-glow-drip' });
    expect(store.getMemoryLines().map((line) => [line.id, line.quantity])).toEqual([
      ['stem-cell-facial', 4],
      ['korean-glow-drip', 1],
    ]);
    await store.clear();
    expect(store.getMemoryLines()).toEqual([]);
  });

  it('works in memory when IndexedDB is missing altogether', async () => {
    const { database, store } = openStore();
    // Dexie throws at once, not through a rejected promise, when the browser has no IndexedDB.
    vi.spyOn(database.cart, 'toArray').mockImplementation(() => {
      throw new Dexie.MissingAPIError('IndexedDB API missing');
    });
    vi.spyOn(database, 'transaction').mockImplementation(() => {
      throw new Dexie.MissingAPIError('IndexedDB API missing');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await store.readDeviceLines()).toBeNull();
    expect(store.getStatus()).toEqual({ mode: 'memory', problem: 'unavailable' });
    await store.add(FACIAL);
    expect(store.getMemoryLines()).toHaveLength(1);
  });

  it('finds out at the first check that the browser keeps nothing', async () => {
    const { database, store } = openStore();
    vi.spyOn(database.cart, 'count').mockRejectedValue(
      new Dexie.DatabaseClosedError('IndexedDB API missing'),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.checkStorage();
    expect(store.getStatus()).toEqual({ mode: 'memory', problem: 'unavailable' });
  });

  it('stays on the device when the first check succeeds', async () => {
    const { store } = openStore();
    await store.checkStorage();
    expect(store.getStatus()).toEqual({ mode: 'device' });
  });

  it('lets a programming error through instead of hiding it', async () => {
    const { database, store } = openStore();
    vi.spyOn(database, 'transaction').mockRejectedValue(new TypeError('bug'));
    await expect(store.add(FACIAL)).rejects.toThrow('bug');
    expect(store.getStatus()).toEqual({ mode: 'device' });
  });
});
