import { PAGE_TITLES } from '@domain/seo/page-title';
import { Link } from 'react-router-dom';
import { CartIcon } from '../../components/icons';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { PriceChangeNotice } from './price-change-notice';
import { useCart } from './use-cart';
import { useCartRepricing } from './use-cart-repricing';
import './cart-page.css';

export function CartPage() {
  usePageTitle(PAGE_TITLES.cart);
  const { lines, isLoading } = useCart();
  const { refusals, changes } = useCartRepricing(lines);

  if (isLoading) {
    return (
      <section className="page page--fills-screen cart-page" aria-labelledby="page-title" aria-busy="true">
        <h1 id="page-title">Your Cart</h1>
        <p className="loading-text">Loading your cart…</p>
      </section>
    );
  }

  if (lines.length === 0) {
    return (
      // A section of its own (not the loading one's, narrowed): a node that narrows counts as moving.
      <section
        key="empty"
        className="page page--narrow page--fills-screen cart-empty"
        aria-labelledby="page-title"
      >
        <span className="cart-empty__icon" aria-hidden="true">
          <CartIcon />
        </span>
        <h1 id="page-title">Your Cart is Empty</h1>
        <p className="lead">Find a treatment you'll love, add it here, and book when you're ready.</p>
        <Link className="button button--primary button--large" to={paths.services.href()}>
          Browse services
        </Link>
      </section>
    );
  }

  return (
    <section className="page cart-page" aria-labelledby="page-title">
      <header className="cart-page__header">
        <p className="eyebrow">Almost there</p>
        <h1 id="page-title">Your Cart</h1>
        <p className="lead">Review your treatments, then choose your date, time and clinic when you book.</p>
      </header>
      <PriceChangeNotice changes={changes} />
      <div className="cart-page__layout">
        <ul className="cart-lines" aria-label="Treatments in your cart">
          {lines.map((line) => (
            <CartLineItem key={line.key} line={line} problem={refusals.get(line.key)} />
          ))}
        </ul>
        <CartSummary lines={lines} blocked={refusals.size > 0} />
      </div>
    </section>
  );
}
