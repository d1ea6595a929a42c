/**
 * Which ways to pay fit which place. Apart from payment-methods.ts, which every page's footer reads:
 * only the checkout forms and the API need these rules.
 */
import { PAYMENT_METHODS, type PaymentMethod, type PaymentMethodId } from './payment-methods';

/** Where a visit happens, as far as paying goes: at a branch, at home, or on a video call. */
export type PaymentPlace = 'clinic' | 'home' | 'online';

/**
 * The terms: payment by bank transfer, cash at the clinic or cash on home service. So a clinic visit
 * may be paid at the front desk, a home visit in cash to the team at the door, and a video call
 * (nobody to hand cash to) only by transfer.
 */
const METHODS_BY_PLACE: Record<PaymentPlace, readonly PaymentMethodId[]> = {
  clinic: ['bdo', 'bpi', 'gcash', 'clinic'],
  home: ['bdo', 'bpi', 'gcash', 'cash'],
  online: ['bdo', 'bpi', 'gcash'],
};

const PLACE_WORDS: Record<PaymentPlace, string> = {
  clinic: 'a clinic visit',
  home: 'a home visit',
  online: 'an online consultation',
};

export function paymentMethodIdsFor(place: PaymentPlace): readonly PaymentMethodId[] {
  return METHODS_BY_PLACE[place];
}

export function paymentMethodsFor(place: PaymentPlace): readonly PaymentMethod[] {
  return METHODS_BY_PLACE[place].map(
    (id) => PAYMENT_METHODS.find((method) => method.id === id) as PaymentMethod,
  );
}

export function paymentMethodFits(place: PaymentPlace, id: unknown): boolean {
  return typeof id === 'string' && (METHODS_BY_PLACE[place] as readonly string[]).includes(id);
}

/** 'Choose a payment method offered for a home visit: BDO QR, BPI QR, GCash or Cash on home service'. */
export function paymentMethodMismatchMessage(place: PaymentPlace): string {
  const names = paymentMethodsFor(place).map((method) => method.name);
  const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `Choose a payment method offered for ${PLACE_WORDS[place]}: ${list}`;
}
