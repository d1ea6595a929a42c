import { usePageTitle } from '../../components/use-page-title';

export function LoginPage() {
  usePageTitle('Staff sign-in');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Staff sign-in</h1>
      <p className="lead">The back-office sign-in is being prepared.</p>
    </section>
  );
}
