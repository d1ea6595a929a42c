import { useEffect, useState } from 'react';
import { isAdminUser, useSession } from '../../../lib/session';
import { fetchAccounts, type StaffAccount } from '../api/staff-users-api';
import { StaffShell } from '../components/staff-shell';
import { AccountRow } from './account-row';
import { AddAccountForm } from './add-account-form';
import './accounts.css';

/** /admin/accounts: admins add, reset and remove the back-office accounts. */
export function AccountsScreen() {
  const { user } = useSession();
  const admin = isAdminUser(user);
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!admin) return;
    const controller = new AbortController();
    fetchAccounts(controller.signal).then(setAccounts, (failure: unknown) => {
      if (!controller.signal.aborted) {
        setLoadError(failure instanceof Error ? failure.message : 'Could not load the accounts');
      }
    });
    return () => controller.abort();
  }, [admin]);

  const replace = (changed: StaffAccount) =>
    setAccounts((list) => list?.map((account) => (account.id === changed.id ? changed : account)) ?? null);

  return (
    <StaffShell
      title="Accounts"
      subtitle="Who can sign in to the back-office"
      offline={false}
      dataFrom={null}
    >
      <p className="accounts__said" role="status">
        {said}
      </p>
      {admin ? null : <p className="accounts__refused">Only an admin can manage accounts.</p>}
      {admin && loadError ? (
        <p className="accounts__error" role="alert">
          {loadError}
        </p>
      ) : null}
      {admin && accounts === null && !loadError ? <p>Loading accounts...</p> : null}
      {admin && accounts ? (
        <div className="accounts">
          <section aria-labelledby="accounts-list-title">
            <h2 id="accounts-list-title">Accounts ({accounts.length})</h2>
            <ul className="accounts__list">
              {accounts.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  isSelf={account.email === user?.email}
                  onChanged={replace}
                  onRemoved={(id) => setAccounts((list) => list?.filter((row) => row.id !== id) ?? null)}
                  announce={setSaid}
                />
              ))}
            </ul>
          </section>
          <AddAccountForm
            onAdded={(account) => {
              setAccounts((list) => [...(list ?? []), account]);
              setSaid(`${account.name} can now sign in as ${account.role}.`);
            }}
          />
        </div>
      ) : null}
    </StaffShell>
  );
}
