import { Link } from 'react-router-dom';
import { CartIcon } from '../../components/icons';
import { paths } from '../../config/paths';

/** SPEC section 8: nothing to book yet. */
export function BookingEmpty() {
  return (
    <section className="page page--narrow page--fills-screen checkout-status" aria-labelledby="page-title">
      <span className="checkout-status__icon" aria-hidden="true">
        <CartIcon />
      </span>
      <h1 id="page-title">Your cart is empty</h1>
      <p className="checkout-status__lead">Add some services to your cart first.</p>
      <Link className="button button--primary button--large" to={paths.services.href()}>
        Browse services
      </Link>
    </section>
  );
}
