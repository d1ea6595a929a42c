import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@domain/cart-limits';
import { UNSELECTED_TIME_SLOT, UNSELECTED_TIME_SLOT_LABEL } from '@domain/time-slots';
import type { CartLine } from '../../offline/db';

/** What a screen hands the cart when the visitor adds a service. */
export interface NewCartItem {
  id: string;
  name: string;
  price: number;
  image: string;
  selectedPromo?: string | undefined;
  promoCode?: string | undefined;
  timeSlot?: string | undefined;
  timeSlotLabel?: string | undefined;
  /** A session booked from one of the client's packages: priced 0, one per line. */
  packageId?: string | undefined;
  /** The link token the package was picked from, sent with the booking as its proof of ownership. */
  packageLink?: string | undefined;
  /** Sessions the package had left when picked; null when unlimited. */
  packageSessionsLeft?: number | null | undefined;
}

/**
 * A line is one treatment, in one package (or none), from one of the client's packages (or not), at
 * one time slot: a second package of the same treatment is its own line at its own price.
 */
export function cartLineKey(line: {
  id: string;
  selectedPromo?: string | undefined;
  packageId?: string | undefined;
  timeSlot?: string | undefined;
}): string {
  return [
    line.id,
    line.selectedPromo ?? '',
    line.packageId ?? '',
    line.timeSlot ?? UNSELECTED_TIME_SLOT,
  ].join('|');
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.trunc(quantity)));
}

export function newCartLine(item: NewCartItem, now: number): CartLine {
  const timeSlot = item.timeSlot ?? UNSELECTED_TIME_SLOT;
  return {
    key: cartLineKey({ ...item, timeSlot }),
    id: item.id,
    quantity: MIN_LINE_QUANTITY,
    timeSlot,
    timeSlotLabel: item.timeSlotLabel ?? UNSELECTED_TIME_SLOT_LABEL,
    selectedPromo: item.selectedPromo,
    promoCode: item.promoCode,
    name: item.name,
    price: item.price,
    image: item.image,
    addedAt: now,
    ...(item.packageId
      ? {
          packageId: item.packageId,
          packageLink: item.packageLink,
          packageSessionsLeft: item.packageSessionsLeft,
        }
      : {}),
  };
}

/**
 * The line after one more of it was added: quantity up by one, at most the maximum. A promo code
 * applies to the whole line, so checking out with a code carries the code, the package it was
 * applied to, and the discounted price and name onto the line.
 */
export function withOneMore(line: CartLine, item: NewCartItem): CartLine {
  // A session from a package is one visit: its line never grows.
  const next = { ...line, quantity: line.packageId ? 1 : clampQuantity(line.quantity + 1) };
  if (item.promoCode) {
    next.promoCode = item.promoCode;
    next.selectedPromo = item.selectedPromo;
    next.price = item.price;
    next.name = item.name;
  }
  return next;
}

/**
 * The outcome of adding, for the screen to announce: added; the line was already at the most one
 * booking takes; or the cart already holds as many different lines as one booking takes.
 */
export type AddResult =
  | { status: 'added'; line: CartLine }
  | { status: 'quantity-limit'; line: CartLine }
  | { status: 'cart-full' };
