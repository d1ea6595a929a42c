import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { onUnauthorized } from '../../../lib/api-client';
import { endSession, getToken, isStaffUser, useSession } from '../../../lib/session';
import { signInRedirectState } from '../../../lib/sign-in-redirect';
import { sendDeskBookingsWith } from '../../../offline/outbox/page-outbox-sync';
import { clearOfflineCopies } from '../../../offline/staff-data';

// Once a back-office screen has loaded, this page's outbox sends desk bookings with the live token.
sendDeskBookingsWith(getToken);

/**
 * Opens a back-office screen to admins and staff only. No one signed in, or a token the API refused:
 * to /login, remembering the page. Anyone else signed in: to /unauthorized.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, endedBecause } = useSession();
  const location = useLocation();

  useEffect(
    () =>
      onUnauthorized(() => {
        void clearOfflineCopies();
        endSession('expired');
      }),
    [],
  );

  // A token that expired while the page was open ends the session here, with no 401 to say so.
  useEffect(() => {
    if (!user) void clearOfflineCopies();
  }, [user]);

  if (!user) {
    const from = endedBecause === 'signed-out' ? null : `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.href()} replace state={signInRedirectState(from, endedBecause)} />;
  }
  if (!isStaffUser(user)) return <Navigate to={paths.unauthorized.href()} replace />;
  return children;
}
