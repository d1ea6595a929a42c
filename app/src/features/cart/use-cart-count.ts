import { cartItemCount } from '@domain/cart-math';
import { useCart } from './use-cart';

/** The number of items in the cart (the sum of quantities), live across tabs. */
export function useCartCount(): number {
  return cartItemCount(useCart().lines);
}
