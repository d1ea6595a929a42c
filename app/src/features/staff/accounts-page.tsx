import { AccountsScreen } from './accounts/accounts-screen';
import { RequireStaff } from './components/require-staff';

/** /admin/accounts: back-office accounts, managed by admins (staff are told it is not for them). */
export function AccountsPage() {
  return (
    <RequireStaff>
      <AccountsScreen />
    </RequireStaff>
  );
}
