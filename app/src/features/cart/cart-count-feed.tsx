import { cartItemCount } from '@domain/cart-math';
import { useEffect } from 'react';
import { useCart } from './use-cart';
import { publishCartCount } from './use-cart-count';

/** Mirrors the cart's live item count into `useCartCount`; renders nothing. */
export function CartCountFeed() {
  const count = cartItemCount(useCart().lines);
  useEffect(() => publishCartCount(count), [count]);
  return null;
}
