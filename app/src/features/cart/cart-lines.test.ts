import { describe, expect, it } from 'vitest';
import { clampQuantity } from './cart-lines';

describe('the cart limits', () => {
  it('clamps quantities to whole numbers from 1 to 20', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(7.9)).toBe(7);
    expect(clampQuantity(21)).toBe(20);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
