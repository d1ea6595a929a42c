import { ClientRecordScreen } from './clients/client-record-screen';
import { RequireStaff } from './components/require-staff';

/** /admin/clients/:id: one client's record, for the desk. */
export function ClientPage() {
  return (
    <RequireStaff>
      <ClientRecordScreen />
    </RequireStaff>
  );
}
