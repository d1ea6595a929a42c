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

describe('pesos, written by hand', () => {
  const WHOLE = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
  const CENTAVOS = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const intl = (amount: number) => `₱${(Number.isInteger(amount) ? WHOLE : CENTAVOS).format(amount)}`;

  it("reads exactly as Intl.NumberFormat('en-PH') does", () => {
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 123_456_789];
    for (let amount = 1; amount < 1e12; amount = Math.ceil(amount * 1.37) + 7) amounts.push(amount);
    for (const whole of [...amounts]) {
      for (const cents of [0.005, 0.01, 0.015, 0.1, 0.125, 0.2, 0.5, 0.994, 0.995, 0.999]) {
        amounts.push(whole + cents);
      }
    }
    for (const amount of [...amounts, -5, -1234.5, -1_000_000]) {
      expect(formatPesos(amount), String(amount)).toBe(intl(amount));
    }
  });
});
