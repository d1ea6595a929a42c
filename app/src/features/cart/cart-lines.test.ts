import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@domain/pricing';
import { MAX_CART_LINES, MAX_QUANTITY } from '@domain/schemas/booking';
import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, CART_MAX_QUANTITY, CART_MIN_QUANTITY, clampQuantity } from './cart-lines';

describe('the cart limits', () => {
  it('match what the server accepts', () => {
    expect(CART_MIN_QUANTITY).toBe(MIN_LINE_QUANTITY);
    expect(CART_MAX_QUANTITY).toBe(MAX_LINE_QUANTITY);
    expect(CART_MAX_QUANTITY).toBe(MAX_QUANTITY);
    expect(CART_MAX_LINES).toBe(MAX_CART_LINES);
  });

  it('clamps quantities to whole numbers from 1 to 20', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(7.9)).toBe(7);
    expect(clampQuantity(21)).toBe(20);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
