import { describe, expect, it } from 'vitest';
import { displayPrice, formatPesos } from './money';

describe('pesos', () => {
  it('uses the peso sign and thousands separators', () => {
    expect(formatPesos(66000)).toBe('₱66,000');
    expect(formatPesos(1499)).toBe('₱1,499');
    expect(formatPesos(104000)).toBe('₱104,000');
    expect(formatPesos(799.2)).toBe('₱799.20');
  });

  it('reads 0 and the consultation text as "Price upon consultation"', () => {
    expect(displayPrice(0)).toBe('Price upon consultation');
    expect(displayPrice('Price upon consultation')).toBe('Price upon consultation');
    expect(displayPrice(2999)).toBe('₱2,999');
  });
});
