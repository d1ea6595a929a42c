import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { type StaffPackage, transferPackage } from '../api/payment-api';

/** Admins only: moves a transferable package to another client, named by e-mail or mobile number. */
export function TransferPackage({
  packageId,
  onMoved,
}: {
  packageId: string;
  onMoved(pkg: StaffPackage): void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');

  async function move() {
    const value = to.trim();
    if (!value) {
      setMessage('Enter the new client’s e-mail or mobile number.');
      return;
    }
    try {
      const moved = await transferPackage(
        packageId,
        value.includes('@') ? { email: value } : { phone: value },
      );
      setMessage(`Transferred to ${value}.`);
      setOpen(false);
      onMoved(moved);
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'The package could not be transferred.');
    }
  }

  return (
    <div className="staff-packages__transfer">
      {open ? (
        <>
          <label htmlFor={id}>New client’s e-mail or mobile number</label>
          <input id={id} value={to} onChange={(event) => setTo(event.target.value)} />
          <button type="button" className="button button--primary button--small" onClick={() => void move()}>
            Transfer package
          </button>
        </>
      ) : (
        <button type="button" className="button button--ghost button--small" onClick={() => setOpen(true)}>
          Transfer to another client
        </button>
      )}
      <span role="status">{message}</span>
    </div>
  );
}
