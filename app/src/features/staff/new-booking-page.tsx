import { RequireStaff } from './components/require-staff';
import { NewBookingScreen } from './desk/new-booking-screen';

/** /admin/new-booking: a phone or walk-in booking, for admins and staff. */
export function NewBookingPage() {
  return (
    <RequireStaff>
      <NewBookingScreen />
    </RequireStaff>
  );
}
