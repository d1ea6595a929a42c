import { usePageTitle } from '../../components/use-page-title';

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">About Us</h1>
      <p className="lead">Doctor-led aesthetics and slimming in Makati, Las Piñas and Timog, Quezon City.</p>
    </section>
  );
}
