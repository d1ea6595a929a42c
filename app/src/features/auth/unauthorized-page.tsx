import { usePageTitle } from '../../components/use-page-title';

export function UnauthorizedPage() {
  usePageTitle('Not allowed');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Not allowed</h1>
      <p className="lead">Your account cannot open the back-office.</p>
    </section>
  );
}
