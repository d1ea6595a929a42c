import { RequireStaff } from './components/require-staff';
import { DashboardScreen } from './dashboard/dashboard-screen';

/** /admin: the bookings dashboard, for admins and staff. */
export function DashboardPage() {
  return (
    <RequireStaff>
      <DashboardScreen />
    </RequireStaff>
  );
}
