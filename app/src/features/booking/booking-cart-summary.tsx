import { cartItemCount, cartTotal } from '@domain/cart-math';
import { TRAVEL_FEE_LABEL, visitTotal } from '@domain/home-service-area';
import { displayPrice } from '@domain/money';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { CartLine } from '../../offline/db';
import { allFromPackages, fromPackageText } from '../payments/package-price';
import { DepositPolicyNote } from './deposit-policy-note';

/** What is being booked, beside the form on wide screens and above it on a phone. */
export function BookingCartSummary({
  lines,
  travelFee = 0,
}: {
  lines: readonly CartLine[];
  travelFee?: number;
}) {
  const count = cartItemCount(lines);
  return (
    <aside className="booking-summary" aria-labelledby="booking-summary-title">
      <div className="booking-summary__header">
        <h2 id="booking-summary-title" className="booking-summary__title">
          Your treatments
        </h2>
        <span className="chip">
          {count} {count === 1 ? 'item' : 'items'}
        </span>
      </div>
      <ul className="booking-summary__lines">
        {lines.map((line) => (
          <li key={line.key} className="booking-summary__line">
            <div className="booking-summary__line-main">
              <span className="booking-summary__name">{line.name}</span>
              <span className="booking-summary__quantity">Qty {line.quantity}</span>
            </div>
            {line.selectedPromo || line.promoCode ? (
              <div className="booking-summary__tags">
                {line.selectedPromo ? <span className="chip chip--gold">{line.selectedPromo}</span> : null}
                {line.promoCode ? <span className="chip">Code {line.promoCode}</span> : null}
              </div>
            ) : null}
            <span className="booking-summary__price">
              {line.packageId ? fromPackageText(line.packageSessionsLeft) : displayPrice(cartTotal([line]))}
            </span>
          </li>
        ))}
        {travelFee > 0 ? (
          <li className="booking-summary__line">
            <div className="booking-summary__line-main">
              <span className="booking-summary__name">{TRAVEL_FEE_LABEL}</span>
            </div>
            <span className="booking-summary__price">{displayPrice(travelFee)}</span>
          </li>
        ) : null}
      </ul>
      <dl className="booking-summary__total">
        <dt>Total</dt>
        <dd>
          {allFromPackages(lines) && travelFee === 0
            ? fromPackageText()
            : displayPrice(visitTotal(cartTotal(lines), travelFee))}
        </dd>
      </dl>
      {allFromPackages(lines) && travelFee === 0 ? null : <DepositPolicyNote />}
      <Link className="text-link" to={paths.cart.href()}>
        Edit cart
      </Link>
    </aside>
  );
}
