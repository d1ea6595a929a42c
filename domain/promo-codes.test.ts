import { describe, expect, it } from 'vitest';
import {
  applyPromoDiscount,
  INVALID_PROMO_MESSAGE,
  isValidPromoCode,
  normalizePromoCode,
  PROMO_DISCOUNT_RATE,
} from './promo-codes';

describe('promo codes', () => {
  it('accepts TBL20, TBLSLIMPRO20, TBLSLIMPRO2025 and the clinic name', () => {
    expect(isValidPromoCode('TBL20')).toBe(true);
    expect(isValidPromoCode('TBLSLIMPRO20')).toBe(true);
    expect(isValidPromoCode('TBLSLIMPRO2025')).toBe(true);
    expect(isValidPromoCode('TBL Aesthetics & Slimming Center')).toBe(true);
  });

  it('ignores case and surrounding spaces', () => {
    expect(isValidPromoCode('  tbl20 ')).toBe(true);
    expect(isValidPromoCode('TblSlimPro2025')).toBe(true);
    expect(isValidPromoCode('\ttbl aesthetics & slimming center\n')).toBe(true);
    expect(normalizePromoCode('  tblslimpro20 ')).toBe('TBLSLIMPRO20');
  });

  it('rejects anything else', () => {
    expect(isValidPromoCode('TBL 20')).toBe(false);
    expect(isValidPromoCode('TBL25')).toBe(false);
    expect(isValidPromoCode('TBLSLIMPRO2024')).toBe(false);
    expect(isValidPromoCode('')).toBe(false);
    expect(isValidPromoCode('   ')).toBe(false);
    expect(isValidPromoCode(null)).toBe(false);
    expect(isValidPromoCode(undefined)).toBe(false);
    expect(INVALID_PROMO_MESSAGE).toBe('Invalid promo code. Please try again.');
  });

  it('takes 20% off, rounded to the nearest peso', () => {
    expect(PROMO_DISCOUNT_RATE).toBe(0.2);
    expect(applyPromoDiscount(1599)).toBe(1279);
    expect(applyPromoDiscount(2999)).toBe(2399);
    expect(applyPromoDiscount(3999)).toBe(3199);
    expect(applyPromoDiscount(1000)).toBe(800);
    expect(applyPromoDiscount(0)).toBe(0);
  });
});
