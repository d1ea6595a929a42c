import { usePageTitle } from '../../components/use-page-title';

export function CartPage() {
  usePageTitle('Your Cart');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Your Cart</h1>
      <p className="lead">Review your treatments before booking.</p>
    </section>
  );
}
