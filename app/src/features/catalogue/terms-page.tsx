import { usePageTitle } from '../../components/use-page-title';

export function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Terms of Service</h1>
      <p className="lead">Our terms of service are being prepared.</p>
    </section>
  );
}
