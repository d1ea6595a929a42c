import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { isStaffUser, type SessionUser, useSession } from '../../lib/session';
import { readSignInRedirectState } from '../../lib/sign-in-redirect';
import { LoginForm } from './login-form';
import './login.css';

export const ACCESS_DENIED_MESSAGE = 'Access denied: not an admin';
/** Long enough to read the refusal before going home. */
const ACCESS_DENIED_REDIRECT_MS = 3_000;

const ARRIVAL_MESSAGES = {
  expired: 'Your session has ended. Please sign in again.',
  'signed-out': 'You have signed out.',
} as const;

/** /login: staff and admins sign in here and go on to the back-office. */
export function LoginPage() {
  usePageTitle('Staff sign-in');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { from, reason } = readSignInRedirectState(location.state);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    if (!denied) return;
    const timer = window.setTimeout(
      () => navigate(paths.home.href(), { replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [denied, navigate]);

  // Staff go on to the back-office: straight away when already signed in, and the moment they sign in.
  if (!denied && isStaffUser(user)) return <Navigate to={from ?? paths.admin.dashboard.href()} replace />;

  const onSignedIn = (signedIn: SessionUser) => {
    if (!isStaffUser(signedIn)) setDenied(true);
  };

  return (
    <section className="page login" aria-labelledby="page-title">
      <div className="login__card">
        <h1 id="page-title">Staff sign-in</h1>
        <p className="login__lead">For clinic admins and front-desk staff.</p>
        {reason && !denied ? <p className="login__arrival">{ARRIVAL_MESSAGES[reason]}</p> : null}
        {denied ? (
          <div className="login__denied" role="alert">
            <p>
              <strong>{ACCESS_DENIED_MESSAGE}</strong>
            </p>
            <p>Taking you to the home page…</p>
            <Link className="button button--ghost button--small" to={paths.home.href()} replace>
              Go to the home page now
            </Link>
          </div>
        ) : (
          <LoginForm onSignedIn={onSignedIn} />
        )}
      </div>
    </section>
  );
}
