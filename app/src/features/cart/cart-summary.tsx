import { cartItemCount, cartTotal } from '@domain/cart-math';
import { HOME_SERVICE_FEE_NOTE } from '@domain/home-service';
import { displayPrice } from '@domain/money';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, HomeIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import type { CartLine } from '../../offline/db';
import { allFromPackages, fromPackageText } from '../payments/package-price';

interface CartSummaryProps {
  lines: readonly CartLine[];
  /** A line the clinic would refuse is still in the cart: booking waits until it is removed. */
  blocked?: boolean;
}

export function CartSummary({ lines, blocked = false }: CartSummaryProps) {
  const count = cartItemCount(lines);
  const subtotal = cartTotal(lines);
  const hasConsultationPrices = lines.some((line) => line.price <= 0 && !line.packageId);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>Items</dt>
          <dd>{count}</dd>
        </div>
        <div className="cart-summary__subtotal">
          <dt>Subtotal</dt>
          <dd>{allFromPackages(lines) ? fromPackageText() : displayPrice(subtotal)}</dd>
        </div>
      </dl>
      {hasConsultationPrices && subtotal > 0 ? (
        <p className="cart-summary__note">Treatments priced upon consultation are quoted by our doctor.</p>
      ) : null}
      <p className="cart-summary__note cart-summary__note--home">
        <HomeIcon />
        <span>{HOME_SERVICE_FEE_NOTE}</span>
      </p>
      {blocked ? (
        <p className="cart-summary__blocked" role="alert">
          Remove what is no longer offered, marked above, to book the rest.
        </p>
      ) : (
        <Link
          className="button button--primary button--block cart-summary__checkout"
          to={paths.booking.href()}
        >
          Proceed to Booking <ArrowRightIcon />
        </Link>
      )}
      <Link className="button button--ghost button--block" to={paths.services.href()}>
        Continue Shopping
      </Link>
    </aside>
  );
}
