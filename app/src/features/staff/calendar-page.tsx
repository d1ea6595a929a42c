import { CalendarScreen } from './calendar/calendar-screen';
import { RequireStaff } from './components/require-staff';

/** /admin/calendar: the desk's day by practitioner, room and machine, for admins and staff. */
export function CalendarPage() {
  return (
    <RequireStaff>
      <CalendarScreen />
    </RequireStaff>
  );
}
