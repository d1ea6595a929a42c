import { formatPesos } from '@domain/money';
import {
  applyPromoDiscount,
  INVALID_PROMO_MESSAGE,
  isValidPromoCode,
  normalizePromoCode,
  PROMO_DISCOUNT_RATE,
} from '@domain/promo-codes';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TagIcon } from '../../../components/screen-icons';
import { paths } from '../../../config/paths';
import { addToCart } from '../../cart/cart-store';
import type { PackageChoice } from '../service/use-package-choice';
import './promo-code-box.css';

/**
 * SPEC section 4: a valid code shows the discounted price and enables 'Checkout with Promo', which
 * adds the discounted line (with its code) and opens the cart. A wrong code keeps what was typed.
 */
export function PromoCodeBox({ choice }: { choice: PackageChoice }) {
  const id = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const discounted = applied ? applyPromoDiscount(choice.price) : null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (isValidPromoCode(code)) {
      setApplied(normalizePromoCode(code));
      setError(null);
    } else {
      setApplied(null);
      setError(INVALID_PROMO_MESSAGE);
    }
  };

  const checkout = async () => {
    if (!applied || discounted === null) return;
    setBusy(true);
    await addToCart({ ...choice.cartItem, price: discounted, promoCode: applied });
    navigate(paths.cart.href());
  };

  return (
    <section className="promo-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promo-box__title">
        <TagIcon /> Have a promo code?
      </h2>
      <form className="promo-box__form" onSubmit={apply} noValidate>
        <label className="visually-hidden" htmlFor={`${id}-code`}>
          Promo code
        </label>
        <input
          id={`${id}-code`}
          className="input promo-box__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter promo code"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="button button--ghost">
          Apply
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {applied && discounted !== null ? (
        <p className="promo-box__applied" role="status">
          <span>
            Code <strong>{applied}</strong> applied: {Math.round(PROMO_DISCOUNT_RATE * 100)}% off
          </span>
          <span className="promo-box__prices">
            <s>
              <span className="visually-hidden">Was </span>
              {formatPesos(choice.price)}
            </s>{' '}
            <strong>
              <span className="visually-hidden">Now </span>
              {formatPesos(discounted)}
            </strong>
          </span>
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary button--large button--block"
        disabled={!applied || busy}
        onClick={checkout}
      >
        Checkout with Promo
      </button>
    </section>
  );
}
