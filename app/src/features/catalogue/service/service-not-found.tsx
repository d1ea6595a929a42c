import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/screen-icons';
import { paths } from '../../../config/paths';

/**
 * True when going back lands somewhere: an earlier screen of the app (React Router numbers its
 * entries) or an earlier page in this tab. A link opened in a new tab has neither.
 */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (typeof state?.idx === 'number' && state.idx > 0) || window.history.length > 1;
}

export function ServiceNotFound() {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasHistory()) navigate(-1);
    else navigate(paths.services.href());
  };
  return (
    <section className="page page--narrow status-page" aria-labelledby="service-missing-title">
      <p className="eyebrow">Treatment unavailable</p>
      <h1 id="service-missing-title">Service Not Found</h1>
      <p>
        We couldn't find that treatment. It may have been renamed or is no longer offered. Our full menu is
        one tap away.
      </p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={goBack}>
          <ArrowLeftIcon /> Go back
        </button>
        <Link className="button button--ghost" to={paths.services.href()}>
          Browse all services
        </Link>
      </div>
    </section>
  );
}
