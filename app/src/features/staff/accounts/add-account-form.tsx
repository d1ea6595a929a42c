import { STAFF_PASSWORD_MIN } from '@domain/schemas/staff-users';
import { type FormEvent, useId, useState } from 'react';
import { addAccount, type StaffAccount } from '../api/staff-users-api';
import { BranchCheckboxes } from './branch-checkboxes';

/** Adds a back-office account: name, e-mail, role, branches and a first password the person changes later. */
export function AddAccountForm({ onAdded }: { onAdded: (account: StaffAccount) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('staff');
  const [password, setPassword] = useState('');
  const [branches, setBranches] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const account = await addAccount({ name, email, role, password, branches });
      setName('');
      setEmail('');
      setRole('staff');
      setPassword('');
      setBranches([]);
      onAdded(account);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not add the account');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="accounts__add" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>Add an account</h2>
      <div className="accounts__fields">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} required value={name} onChange={(event) => setName(event.target.value)} />
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value)}>
          <option value="staff">Staff</option>
          <option value="manager">Manager</option>
          <option value="admin">Admin</option>
        </select>
        <BranchCheckboxes value={branches} onChange={setBranches} disabled={role === 'admin'} />
        <label htmlFor={`${id}-password`}>First password</label>
        <input
          id={`${id}-password`}
          type="password"
          required
          minLength={STAFF_PASSWORD_MIN}
          autoComplete="new-password"
          aria-describedby={`${id}-password-hint`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={`${id}-password-hint`} className="accounts__hint">
          At least {STAFF_PASSWORD_MIN} characters. Give it to the person in private.
        </p>
      </div>
      <p className="accounts__error" role="alert">
        {error}
      </p>
      <button type="submit" className="staff-button staff-button--primary" aria-disabled={busy || undefined}>
        {busy ? 'Adding…' : 'Add account'}
      </button>
    </form>
  );
}
