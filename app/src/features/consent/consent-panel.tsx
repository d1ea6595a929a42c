import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The manage page's and the confirmation's way to the consent forms. */
export function ConsentPanel({ token }: { token: string }) {
  return (
    <section className="card manage-card manage-panel" aria-labelledby="consent-title">
      <h2 id="consent-title" className="manage-panel__title">
        Consent forms
      </h2>
      <p className="manage-panel__text">
        Read and sign your treatment consent before your visit, on your phone: it saves time at the clinic.
      </p>
      <Link className="button button--ghost" to={paths.consent.href(token)}>
        Read and sign
      </Link>
    </section>
  );
}
