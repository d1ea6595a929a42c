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
}

export function cartLineKey(id: string, timeSlot: string): string {
  return `${id}|${timeSlot}`;
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.trunc(quantity)));
}

export function newCartLine(item: NewCartItem, now: number): CartLine {
  const timeSlot = item.timeSlot ?? UNSELECTED_TIME_SLOT;
  return {
    key: cartLineKey(item.id, timeSlot),
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
  };
}

/**
 * The line after one more of it was added: quantity up by one, at most the maximum. A promo code
 * applies to the whole line, so checking out with a code carries the code, the package it was
 * applied to, and the discounted price and name onto the line.
 */
export function withOneMore(line: CartLine, item: NewCartItem): CartLine {
  const next = { ...line, quantity: clampQuantity(line.quantity + 1) };
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
