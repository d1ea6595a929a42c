/** SPEC section 5: the cart's own arithmetic, forgiving of whatever an old stored line holds. */
export interface CartMathItem {
  price?: unknown;
  quantity?: unknown;
}

function toAmount(value: unknown): number {
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

/** A missing quantity counts as one item; anything else is read as a number. */
function quantityOf(item: CartMathItem): number {
  return item.quantity === undefined || item.quantity === null ? 1 : toAmount(item.quantity);
}

/** Σ price × quantity, each price converted to a number; non-numeric prices count as 0. */
export function cartTotal(items: readonly CartMathItem[]): number {
  return items.reduce((total, item) => total + toAmount(item.price) * quantityOf(item), 0);
}

/** Σ quantities, a missing quantity counting as 1. */
export function cartItemCount(items: readonly CartMathItem[]): number {
  return items.reduce((count, item) => count + quantityOf(item), 0);
}
