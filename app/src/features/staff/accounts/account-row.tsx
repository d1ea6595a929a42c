import { STAFF_PASSWORD_MIN } from '@domain/schemas/staff-users';
import { type FormEvent, useId, useState } from 'react';
import { type AccountChange, changeAccount, removeAccount, type StaffAccount } from '../api/staff-users-api';
import { BranchCheckboxes, branchesSummary } from './branch-checkboxes';

interface AccountRowProps {
  account: StaffAccount;
  isSelf: boolean;
  onChanged: (account: StaffAccount) => void;
  onRemoved: (id: string) => void;
  announce: (message: string) => void;
}

type Editing = 'none' | 'password' | 'branches' | 'remove';

/** One account: its role (changed in place), a password reset and removal, each ending its sessions. */
export function AccountRow({ account, isSelf, onChanged, onRemoved, announce }: AccountRowProps) {
  const id = useId();
  const [editing, setEditing] = useState<Editing>('none');
  const [password, setPassword] = useState('');
  const [branches, setBranches] = useState<string[]>(account.branches);
  const isAdmin = account.role === 'admin';
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const label = account.name || account.email;

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work');
    } finally {
      setBusy(false);
    }
  };

  const change = (update: AccountChange, said: string) =>
    run(async () => {
      onChanged(await changeAccount(account.id, update));
      announce(said);
    });

  const resetPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change({ password }, `New password saved for ${label}; their other sign-ins have ended.`).then(
      () => {
        setPassword('');
        setEditing('none');
      },
    );
  };

  const saveBranches = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change(
      { branches },
      `${label} now sees ${branchesSummary(branches).replace('All branches', 'all branches')}; they sign in again.`,
    ).then(() => setEditing('none'));
  };

  const remove = () =>
    run(async () => {
      await removeAccount(account.id);
      onRemoved(account.id);
      announce(`${label} removed; their sign-ins have ended.`);
    });

  return (
    <li className="accounts__row" aria-labelledby={`${id}-name`}>
      <div className="accounts__who">
        <strong id={`${id}-name`}>{label}</strong>
        <span className="accounts__email">{account.email}</span>
        {isSelf ? <span className="accounts__self">(you)</span> : null}
        <span className="accounts__where">
          {isAdmin ? 'All branches' : branchesSummary(account.branches)}
        </span>
      </div>
      <label className="accounts__role" htmlFor={`${id}-role`}>
        <span>Role</span>
        <select
          id={`${id}-role`}
          value={account.role}
          disabled={busy}
          onChange={(event) =>
            void change(
              { role: event.target.value },
              `${label} is now ${event.target.value}; they sign in again.`,
            )
          }
        >
          <option value="staff">Staff</option>
          <option value="manager">Manager</option>
          <option value="admin">Admin</option>
        </select>
      </label>
      <div className="accounts__actions">
        {isAdmin ? null : (
          <button
            type="button"
            className="staff-button staff-button--small"
            aria-expanded={editing === 'branches'}
            onClick={() => {
              setBranches(account.branches);
              setEditing(editing === 'branches' ? 'none' : 'branches');
            }}
          >
            Branches<span className="visually-hidden"> of {label}</span>
          </button>
        )}
        <button
          type="button"
          className="staff-button staff-button--small"
          aria-expanded={editing === 'password'}
          onClick={() => setEditing(editing === 'password' ? 'none' : 'password')}
        >
          Reset password<span className="visually-hidden"> for {label}</span>
        </button>
        {isSelf ? null : (
          <button
            type="button"
            className="staff-button staff-button--small staff-button--danger"
            aria-expanded={editing === 'remove'}
            onClick={() => setEditing(editing === 'remove' ? 'none' : 'remove')}
          >
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {editing === 'password' ? (
        <form className="accounts__inline" onSubmit={resetPassword}>
          <label htmlFor={`${id}-password`}>New password for {label}</label>
          <input
            id={`${id}-password`}
            type="password"
            required
            minLength={STAFF_PASSWORD_MIN}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="staff-button staff-button--primary staff-button--small">
            Save password
          </button>
        </form>
      ) : null}
      {editing === 'branches' ? (
        <form className="accounts__inline" onSubmit={saveBranches}>
          <BranchCheckboxes value={branches} onChange={setBranches} owner={label} disabled={busy} />
          <button type="submit" className="staff-button staff-button--primary staff-button--small">
            Save branches
          </button>
        </form>
      ) : null}
      {editing === 'remove' ? (
        <div className="accounts__inline">
          <p>Remove {label}? Their sign-ins end at once.</p>
          <button
            type="button"
            className="staff-button staff-button--danger staff-button--small"
            onClick={() => void remove()}
          >
            Yes, remove {label}
          </button>
          <button
            type="button"
            className="staff-button staff-button--small"
            onClick={() => setEditing('none')}
          >
            Keep
          </button>
        </div>
      ) : null}
      <p className="accounts__error" role="alert">
        {error}
      </p>
    </li>
  );
}
