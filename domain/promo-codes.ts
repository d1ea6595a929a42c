import { PRODUCT_NAME } from './brand';

/** SPEC section 5: TBL20, TBLSLIMPRO20, TBLSLIMPRO2025 and the clinic's own name, all 20% off. */
export const PROMO_CODES: readonly string[] = ['TBL20', 'TBLSLIMPRO20', 'TBLSLIMPRO2025', PRODUCT_NAME];

export const PROMO_DISCOUNT_RATE = 0.2;

export const INVALID_PROMO_MESSAGE = 'Invalid promo code. Please try again.';

/** Codes are compared trimmed and case-insensitively; this is the form they are compared and stored in. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

const VALID_CODES = new Set(PROMO_CODES.map(normalizePromoCode));

export function isValidPromoCode(input: string | null | undefined): boolean {
  if (typeof input !== 'string') return false;
  return VALID_CODES.has(normalizePromoCode(input));
}

/** The price after the 20% promo-code discount, to the nearest peso. */
export function applyPromoDiscount(price: number): number {
  return Math.round(price * (1 - PROMO_DISCOUNT_RATE));
}
