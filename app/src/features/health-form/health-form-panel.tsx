import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HealthReviewNote } from './health-review-note';

/** The manage page's and the confirmation's way to the health form, and the clinic's promise to call. */
export function HealthFormPanel({ token, review }: { token: string; review: boolean }) {
  return (
    <section className="card manage-card manage-panel" aria-labelledby="health-title">
      <h2 id="health-title" className="manage-panel__title">
        Health form
      </h2>
      {review ? (
        <HealthReviewNote />
      ) : (
        <p className="manage-panel__text">
          A few questions before your visit (allergies, pregnancy, medicines), so your treatment is safe for
          you. It takes two minutes on your phone.
        </p>
      )}
      <Link className="button button--ghost" to={paths.healthForm.href(token)}>
        {review ? 'Review your health form' : 'Fill in the health form'}
      </Link>
    </section>
  );
}
