import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@domain/cart-limits';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, CartIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import type { AddResult, NewCartItem } from '../../cart/cart-lines';
import { addToCart } from '../../cart/cart-store';

/** How long the button says '✓ Added!' and ignores clicks, so one tap never adds twice. */
export const ADDED_FEEDBACK_MS = 2000;

interface AddToCartButtonProps {
  item: NewCartItem;
  className?: string;
}

function messageFor(result: AddResult, name: string): string {
  switch (result.status) {
    case 'added':
      return `${name} added to your cart.`;
    case 'quantity-limit':
      return `Your cart already holds ${MAX_LINE_QUANTITY} of ${name}, the most one booking can take.`;
    case 'cart-full':
      return `Your cart is full: one booking can hold up to ${MAX_CART_LINES} different treatments.`;
  }
}

export function AddToCartButton({ item, className = '' }: AddToCartButtonProps) {
  const [added, setAdded] = useState(false);
  const [message, setMessage] = useState('');
  const [hasAdded, setHasAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  const add = async () => {
    setAdded(true);
    let result: AddResult;
    try {
      result = await addToCart(item);
    } catch (error) {
      console.error('Adding to the cart failed', error);
      setAdded(false);
      setMessage('Sorry, we could not add this to your cart. Please try again.');
      return;
    }
    setMessage(messageFor(result, item.name));
    if (result.status === 'added') setHasAdded(true);
    if (result.status === 'cart-full') setAdded(false);
  };

  return (
    <div className={`add-to-cart ${className}`.trim()}>
      <div className="add-to-cart__row">
        <button
          type="button"
          className={`button button--large add-to-cart__button ${added ? 'button--success' : 'button--primary'}`}
          onClick={add}
          disabled={added}
        >
          {added ? (
            '✓ Added!'
          ) : (
            <>
              <CartIcon /> Add to Cart
            </>
          )}
        </button>
        {hasAdded ? (
          <Link className="text-link add-to-cart__view" to={paths.cart.href()}>
            View cart <ArrowRightIcon />
          </Link>
        ) : null}
      </div>
      <p className="add-to-cart__status" role="status">
        {message}
      </p>
    </div>
  );
}
