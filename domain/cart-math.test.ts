import { describe, expect, it } from 'vitest';
import { cartItemCount, cartTotal } from './cart-math';

describe('cart total', () => {
  it('sums price times quantity', () => {
    expect(
      cartTotal([
        { price: 1999, quantity: 2 },
        { price: 7996, quantity: 1 },
      ]),
    ).toBe(11994);
  });

  it('converts prices to numbers', () => {
    expect(cartTotal([{ price: '2999', quantity: 2 }])).toBe(5998);
  });

  it('counts a non-numeric price as 0', () => {
    expect(
      cartTotal([
        { price: 'Price upon consultation', quantity: 1 },
        { price: undefined, quantity: 3 },
        { price: { amount: 5 }, quantity: 1 },
        { price: 1499, quantity: 1 },
      ]),
    ).toBe(1499);
  });

  it('counts a missing quantity as 1', () => {
    expect(cartTotal([{ price: 1499 }, { price: 1000, quantity: null }])).toBe(2499);
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('cart item count', () => {
  it('sums the quantities', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });

  it('counts a missing quantity as 1', () => {
    expect(cartItemCount([{ quantity: 2 }, {}, { price: 100 }])).toBe(4);
  });

  it('is 0 for an empty cart', () => {
    expect(cartItemCount([])).toBe(0);
  });
});
