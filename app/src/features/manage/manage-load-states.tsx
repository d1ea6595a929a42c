import { CLINIC_PHONE, CLINIC_PHONE_TEL } from '@domain/brand';
import { Link } from 'react-router-dom';
import { PhoneIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { NOT_FOUND_MESSAGE } from './manage-api';

/** What the link is for: a booking (the default) or an online consultation. */
type What = 'booking' | 'consultation';

export function ManageLoading({ what = 'booking' }: { what?: What }) {
  return (
    <section className="page page--fills-screen manage-page" aria-labelledby="page-title" aria-busy="true">
      <p className="eyebrow">Manage my {what}</p>
      <h1 id="page-title">Your {what}</h1>
      <p className="loading-text" role="status">
        Loading your {what}…
      </p>
    </section>
  );
}

/** Any link that leads nowhere: mistyped, from an old e-mail, or for a booking that is gone. */
export function ManageNotFound({
  what = 'booking',
  message = NOT_FOUND_MESSAGE,
}: {
  what?: What;
  message?: string;
}) {
  return (
    <section className="page page--narrow status-page manage-missing" aria-labelledby="page-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">We couldn’t find this {what}</h1>
      <p>{message}</p>
      <p>
        Still stuck? Call us at{' '}
        <a className="text-link" href={`tel:${CLINIC_PHONE_TEL}`}>
          {CLINIC_PHONE}
        </a>{' '}
        and we’ll gladly look it up for you.
      </p>
      <div className="status-page__actions">
        <a className="button button--primary" href={`tel:${CLINIC_PHONE_TEL}`}>
          <PhoneIcon />
          Call {CLINIC_PHONE}
        </a>
        <Link className="button button--ghost" to={paths.home.href()}>
          Go back home
        </Link>
      </div>
    </section>
  );
}

export function ManageLoadError({
  what = 'booking',
  message,
  onRetry,
}: {
  what?: What;
  message: string;
  onRetry: () => void;
}) {
  return (
    <section className="page page--narrow status-page" aria-labelledby="page-title">
      <h1 id="page-title">We couldn’t load your {what}</h1>
      <p role="alert">{message}</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
        <a className="button button--ghost" href={`tel:${CLINIC_PHONE_TEL}`}>
          Call {CLINIC_PHONE}
        </a>
      </div>
    </section>
  );
}
