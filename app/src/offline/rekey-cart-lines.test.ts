import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLineKey } from '../features/cart/cart-lines';
import { ClinicDatabase } from './db';

const NAME = 'rekey-cart-test';

afterEach(async () => {
  await Dexie.delete(NAME);
});

/** The database as version 3 of the app left it on a client's phone. */
async function versionThreeCart(lines: Array<Record<string, unknown>>) {
  const old = new Dexie(NAME);
  old.version(1).stores({ cart: '&key, id, addedAt' });
  old.version(2).stores({ staffSnapshots: '&key, savedAt' });
  old.version(3).stores({
    outbox: '&id, status, nextAttemptAt, kind, createdAt',
    drafts: '&id, updatedAt',
    keyval: '&key',
  });
  await old.table('cart').bulkPut(lines);
  await old.table('drafts').put({ id: 'booking', values: { customerName: 'Ana' }, updatedAt: 1 });
  old.close();
}

describe('the version 4 upgrade of the cart', () => {
  it('re-keys every line by treatment, package and time slot, keeping each quantity, and touches nothing else', async () => {
    await versionThreeCart([
      {
        key: 'stem-cell-facial|10:00',
        id: 'stem-cell-facial',
        timeSlot: '10:00',
        quantity: 3,
        name: 'Stem Cell Facial',
        price: 1999,
        image: '',
        addedAt: 1,
      },
      {
        key: 'stem-cell-facial|14:00',
        id: 'stem-cell-facial',
        timeSlot: '14:00',
        selectedPromo: 'Buy 4 get 1 free',
        quantity: 2,
        name: 'Stem Cell Facial - Buy 4 get 1 free',
        price: 7996,
        image: '',
        addedAt: 2,
      },
      {
        key: 'korean-glow-drip|anytime',
        id: 'korean-glow-drip',
        timeSlot: 'anytime',
        quantity: 1,
        name: 'Korean Glow Drip',
        price: 2499,
        image: '',
        addedAt: 3,
      },
    ]);
    const upgraded = new ClinicDatabase(NAME);
    const lines = await upgraded.cart.orderBy('addedAt').toArray();
    expect(upgraded.verno).toBe(4);
    expect(lines.map((line) => [line.key, line.quantity, line.price])).toEqual([
      ['stem-cell-facial|||10:00', 3, 1999],
      ['stem-cell-facial|Buy 4 get 1 free||14:00', 2, 7996],
      ['korean-glow-drip|||anytime', 1, 2499],
    ]);
    for (const line of lines) expect(line.key).toBe(cartLineKey(line));
    expect(await upgraded.drafts.get('booking')).toMatchObject({ values: { customerName: 'Ana' } });
    upgraded.close();
  });
});
