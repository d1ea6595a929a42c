import { usePageTitle } from '../../components/use-page-title';

export function ServicePage() {
  usePageTitle('Service details');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Service details</h1>
      <p className="lead">Treatment details are being prepared.</p>
    </section>
  );
}
