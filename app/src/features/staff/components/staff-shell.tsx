import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session';
import { CounterOutboxPanel } from '../desk-outbox/counter-outbox-panel';
import { DeskOutboxPanel } from '../desk-outbox/desk-outbox-panel';
import { SignOutButton } from '../desk-outbox/sign-out-button';
import { formatClock, formatClock12 } from '../format';
import { StaffNav } from './staff-nav';
import './staff-shell.css';

/** Why a change button is disabled while offline. */
export const OFFLINE_REASON = 'Unavailable offline: reconnect to make changes.';
export const OFFLINE_SEARCH_REASON = 'Unavailable offline: reconnect to search.';
const OFFLINE_NOTE =
  'Read-only until the connection is back: searching, filters, paging and changes are paused.';
const OFFLINE_CHANGES_NOTE = 'Read-only until the connection is back: other days and changes are paused.';

interface StaffShellProps {
  title: string;
  subtitle: string;
  offline: boolean;
  /** When the list on screen was loaded, shown while offline. */
  dataFrom: number | null;
  /**
   * What the kept copy is, for a screen that names it: offline it then reads "Offline — showing
   * {staleWhat} as of 9:42 AM" instead of the lists' "Offline: showing data from 09:42".
   */
  staleWhat?: string;
  /** The desk booking the screen follows itself (New booking), left out of the shared list. */
  followingDeskBooking?: string | undefined;
  children: ReactNode;
}

/** The frame of every back-office screen: title, the one staff menu (staff-nav.tsx), Logout and the offline notice. */
export function StaffShell({
  title,
  subtitle,
  offline,
  dataFrom,
  staleWhat,
  followingDeskBooking,
  children,
}: StaffShellProps) {
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
          <SignOutButton />
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
            <strong>
              {staleWhat
                ? `Offline — showing ${staleWhat} as of ${formatClock12(dataFrom)}`
                : `Offline: showing data from ${formatClock(dataFrom)}`}
            </strong>
            <span> {staleWhat ? OFFLINE_CHANGES_NOTE : OFFLINE_NOTE}</span>
          </p>
        ) : null}
      </div>
      <DeskOutboxPanel except={followingDeskBooking} />
      <CounterOutboxPanel />

      {children}
    </section>
  );
}
