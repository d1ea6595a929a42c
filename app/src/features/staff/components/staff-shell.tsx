import { normaliseRole } from '@domain/staff-roles';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../config/paths';
import { isAdminUser, useSession } from '../../../lib/session';
import { signOut } from '../../auth/sign-out-api';
import { formatClock } from '../format';
import './staff-shell.css';

const SCREEN_LINKS = {
  schedule: { to: paths.admin.schedule.href(), label: 'Schedule' },
  newBooking: { to: paths.admin.newBooking.href(), label: 'New booking' },
  dashboard: { to: paths.admin.dashboard.href(), label: 'All Bookings' },
  completed: { to: paths.admin.completed.href(), label: 'Completed' },
  deleted: { to: paths.admin.deleted.href(), label: 'Deleted' },
  consultations: { to: paths.admin.consultations.href(), label: 'Consultation' },
  capacity: { to: paths.admin.capacity.href(), label: 'Capacity' },
} as const;

export type ScreenLink = keyof typeof SCREEN_LINKS;

/** Why a change button is disabled while offline. */
export const OFFLINE_REASON = 'Unavailable offline: reconnect to make changes.';
export const OFFLINE_SEARCH_REASON = 'Unavailable offline: reconnect to search.';
const OFFLINE_NOTE =
  'Read-only until the connection is back: searching, filters, paging and changes are paused.';

interface StaffShellProps {
  title: string;
  subtitle: string;
  /** The buttons SPEC gives this screen, in order; Logout always follows. */
  links: readonly ScreenLink[];
  offline: boolean;
  /** When the list on screen was loaded, shown while offline. */
  dataFrom: number | null;
  children: ReactNode;
}

/** The frame of every back-office screen: title, the screen buttons, Logout and the offline notice. */
export function StaffShell({ title, subtitle, links, offline, dataFrom, children }: StaffShellProps) {
  usePageTitle(title);
  const { user } = useSession();
  // Only admins change capacity: the button joins SPEC's set for them alone.
  const shown: readonly ScreenLink[] =
    normaliseRole(user?.role) === 'admin' && !links.includes('capacity') ? [...links, 'capacity'] : links;

  return (
    <section className="staff" aria-labelledby="page-title">
      <header className="staff__header">
        <div className="staff__heading">
          <h1 id="page-title">{title}</h1>
          <p className="staff__subtitle">{subtitle}</p>
        </div>
        <div className="staff__toolbar">
          <nav aria-label="Back-office">
            <ul className="staff__nav">
              {shown.map((link) => (
                <li key={link}>
                  <NavLink className="staff-button" to={SCREEN_LINKS[link].to} end>
                    {SCREEN_LINKS[link].label}
                  </NavLink>
                </li>
              ))}
              {isAdminUser(user) ? (
                <li>
                  <NavLink className="staff-button" to={paths.admin.accounts.href()} end>
                    Accounts
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
          <button type="button" className="staff-button staff-button--quiet" onClick={signOut}>
            Logout
          </button>
        </div>
        {user ? (
          <p className="staff__user">
            Signed in as <strong>{user.name || user.email}</strong>
          </p>
        ) : null}
      </header>

      <div role="status" className="staff__status">
        {offline && dataFrom !== null ? (
          <p className="staff__offline">
            <strong>Offline: showing data from {formatClock(dataFrom)}</strong>
            <span> {OFFLINE_NOTE}</span>
          </p>
        ) : null}
      </div>

      {children}
    </section>
  );
}
