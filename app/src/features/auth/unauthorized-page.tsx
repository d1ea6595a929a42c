import { normaliseRole } from '@domain/staff-roles';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { endSession, useSession } from '../../lib/session';

/** /unauthorized: a signed-in account without an admin or staff role tried the back-office. */
export function UnauthorizedPage() {
  usePageTitle('Not allowed');
  const { user } = useSession();
  const navigate = useNavigate();
  const role = normaliseRole(user?.role);

  const switchAccount = () => {
    endSession('signed-out');
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <section className="page page--narrow status-page" aria-labelledby="page-title">
      <h1 id="page-title">This area is for clinic staff</h1>
      <p>
        {user ? (
          <>
            You are signed in as <strong>{user.email || user.name}</strong>
            {role ? ` (${role})` : ''}, and that account cannot open the back-office.
          </>
        ) : (
          'Your account cannot open the back-office.'
        )}{' '}
        Sign in with an admin or staff account, or head back to the clinic's home page.
      </p>
      <div className="status-page__actions">
        <Link className="button button--primary" to={paths.home.href()}>
          Go back home
        </Link>
        <button type="button" className="button button--ghost" onClick={switchAccount}>
          Sign in with another account
        </button>
      </div>
    </section>
  );
}
