import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';

export function HomePage() {
  usePageTitle();
  return (
    <section className="page" aria-labelledby="hero-title">
      <p className="eyebrow">Makati · Las Piñas · Timog · Home service</p>
      <h1 id="hero-title">Reveal Your Best Self</h1>
      <p className="lead">Doctor-led face and body treatments, done safely, gently and beautifully.</p>
      <Link className="button button--primary" to={paths.services.href()}>
        View Services
      </Link>
    </section>
  );
}
