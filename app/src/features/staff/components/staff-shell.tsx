import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session';
import { signOut } from '../../auth/sign-out-api';
import { formatClock } from '../format';
import { StaffNav } from './staff-nav';
import './staff-shell.css';

/** Why a change button is disabled while offline. */
export const OFFLINE_REASON = 'Unavailable offline: reconnect to make changes.';
export const OFFLINE_SEARCH_REASON = 'Unavailable offline: reconnect to search.';
const OFFLINE_NOTE =
  'Read-only until the connection is back: searching, filters, paging and changes are paused.';

interface StaffShellProps {
  title: string;
  subtitle: string;
  offline: boolean;
  /** When the list on screen was loaded, shown while offline. */
  dataFrom: number | null;
  children: ReactNode;
}

/** The frame of every back-office screen: title, the one staff menu (staff-nav.tsx), Logout and the offline notice. */
export function StaffShell({ title, subtitle, offline, dataFrom, children }: StaffShellProps) {
  usePageTitle(title);
  const { user } = useSession();

  return (
    <section className="staff" aria-labelledby="page-title">
      <header className="staff__header">
        <div className="staff__heading">
          <h1 id="page-title">{title}</h1>
          <p className="staff__subtitle">{subtitle}</p>
        </div>
        <div className="staff__toolbar">
          <StaffNav user={user} />
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
