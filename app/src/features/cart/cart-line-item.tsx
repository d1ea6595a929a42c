import { displayPrice, formatPesos } from '@domain/money';
import { TrashIcon } from '../../components/screen-icons';
import type { CartLine } from '../../offline/db';
import { fromPackageText } from '../payments/package-price';
import { removeFromCart, setCartQuantity } from './cart-store';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartLine;
  /** Why the clinic would refuse this line now (retired treatment, ended package). */
  problem?: string | undefined;
}

export function CartLineItem({ line, problem }: CartLineItemProps) {
  const lineTotal = line.price * line.quantity;
  const problemId = `cart-line-problem-${line.key}`;
  return (
    <li className={problem ? 'cart-line cart-line--refused' : 'cart-line'}>
      {line.image ? (
        <img className="cart-line__image" src={line.image} alt="" width="96" height="96" decoding="async" />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        <h2 className="cart-line__name">{line.name}</h2>
        <div className="cart-line__tags">
          {line.selectedPromo ? <span className="chip">Package: {line.selectedPromo}</span> : null}
          {line.promoCode ? <span className="chip chip--success">Code {line.promoCode}</span> : null}
          {line.packageId ? <span className="chip chip--success">From your package</span> : null}
        </div>
        <p className="cart-line__meta">
          <span>Time: {line.timeSlotLabel}</span>
          <span>
            <span className="visually-hidden">Unit price: </span>
            {line.packageId ? fromPackageText(line.packageSessionsLeft) : displayPrice(line.price)}
            {line.price > 0 ? ' each' : ''}
          </span>
        </p>
        {problem ? (
          <p id={problemId} className="cart-line__problem">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="cart-line__controls">
        <QuantityStepper
          name={line.name}
          quantity={line.quantity}
          onChange={(quantity) => setCartQuantity(line.key, quantity)}
        />
        <p className="cart-line__total">
          <span className="visually-hidden">Line total: </span>
          {line.price > 0 ? formatPesos(lineTotal) : line.packageId ? formatPesos(0) : displayPrice(0)}
        </p>
        <button
          type="button"
          className="cart-line__remove"
          aria-label={`Remove ${line.name} from cart`}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => removeFromCart(line.key)}
        >
          <TrashIcon />
          <span aria-hidden="true">Remove</span>
        </button>
      </div>
    </li>
  );
}
