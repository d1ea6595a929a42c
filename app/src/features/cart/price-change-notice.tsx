import { displayPrice } from '@domain/money';
import { InfoIcon } from '../../components/icons';
import { dismissPriceChanges, type PriceChange } from './use-cart-repricing';
import './price-change-notice.css';

/** Says which cart lines the clinic re-priced since they were added: the cart never changes silently. */
export function PriceChangeNotice({ changes }: { changes: readonly PriceChange[] }) {
  if (changes.length === 0) return null;
  const one = changes.length === 1;
  return (
    <div className="price-change" role="status" data-testid="price-change-notice">
      <InfoIcon className="price-change__icon" />
      <div className="price-change__body">
        <p className="price-change__title">
          {one ? 'A price changed since you added it' : 'Prices changed since you added them'}
        </p>
        <ul className="price-change__list">
          {changes.map((change) => (
            <li key={change.key}>
              {change.name}: now <strong>{displayPrice(change.now)}</strong> (was {displayPrice(change.was)})
            </li>
          ))}
        </ul>
        <p className="price-change__note">
          Your cart and total show the clinic’s current {one ? 'price' : 'prices'}, which is what you will
          pay.
        </p>
      </div>
      <button
        type="button"
        className="button button--ghost price-change__dismiss"
        onClick={dismissPriceChanges}
      >
        Got it
      </button>
    </div>
  );
}
