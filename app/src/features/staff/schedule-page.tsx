import { RequireStaff } from './components/require-staff';
import { ScheduleScreen } from './schedule/schedule-screen';

/** /admin/schedule: the day sheet, for admins and staff. */
export function SchedulePage() {
  return (
    <RequireStaff>
      <ScheduleScreen />
    </RequireStaff>
  );
}
