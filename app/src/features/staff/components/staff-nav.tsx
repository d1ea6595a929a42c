import { isManagerOrAdmin } from '@domain/staff-roles';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isAdminUser, type SessionUser } from '../../../lib/session';

/** Every back-office screen, in one order, for everyone; the admin's own screens follow for admins. */
const EVERYONE = [
  { to: paths.admin.schedule.href(), label: 'Schedule' },
  { to: paths.admin.calendar.href(), label: 'Calendar' },
  { to: paths.admin.newBooking.href(), label: 'New booking' },
  { to: paths.admin.dashboard.href(), label: 'All Bookings' },
  { to: paths.admin.clients.href(), label: 'Clients' },
  { to: paths.admin.completed.href(), label: 'Completed' },
  { to: paths.admin.deleted.href(), label: 'Deleted' },
  { to: paths.admin.consultations.href(), label: 'Consultation' },
  { to: paths.admin.catalogue.href(), label: 'Catalogue' },
  { to: paths.admin.resources.href(), label: 'Practitioners' },
] as const;

/** The reports (issue 29 item 4): admins and managers. */
const MANAGERS = [{ to: paths.admin.reports.href(), label: 'Reports' }] as const;

const ADMINS_ONLY = [
  { to: paths.admin.capacity.href(), label: 'Closed dates' },
  { to: paths.admin.accounts.href(), label: 'Accounts' },
] as const;

/**
 * The one staff menu: the same buttons in the same order on every back-office screen (the current
 * one marked by NavLink's aria-current), so the desk never hunts for a screen.
 */
export function StaffNav({ user }: { user: SessionUser | null | undefined }) {
  const links = [
    ...EVERYONE,
    ...(isManagerOrAdmin(user?.role) ? MANAGERS : []),
    ...(isAdminUser(user ?? null) ? ADMINS_ONLY : []),
  ];
  return (
    <nav aria-label="Back-office">
      <ul className="staff__nav">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink className="staff-button" to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
