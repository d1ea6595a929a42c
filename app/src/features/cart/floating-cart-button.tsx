import { Link, useLocation } from 'react-router-dom';
import { CartIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useCartCount } from './use-cart-count';
import './floating-cart-button.css';

/** A shortcut to the cart, shown once something is in it (and not on the cart or checkout itself). */
export function FloatingCartButton() {
  const count = useCartCount();
  const { pathname } = useLocation();
  if (
    count < 1 ||
    pathname === paths.cart.path ||
    pathname === paths.booking.path ||
    pathname.startsWith('/admin')
  ) {
    return null;
  }
  return (
    <Link
      className="floating-cart"
      to={paths.cart.href()}
      aria-label={`View cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <CartIcon />
      <span className="floating-cart__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
