import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../components/use-page-title';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section className="page page--narrow status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Oops! Page not found</h1>
      <p>The page you were looking for has moved or never existed. Our treatments are a tap away.</p>
      <div className="status-page__actions">
        <Link className="button button--primary" to={paths.home.href()}>
          Go back home
        </Link>
        <Link className="button button--ghost" to={paths.services.href()}>
          Browse services
        </Link>
      </div>
    </section>
  );
}
