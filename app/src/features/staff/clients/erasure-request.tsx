import { ERASURE_DESK_KEEPS } from '@domain/privacy';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { approveErasure, type ClientRecord } from '../api/clients-api';
import { formatInstant } from '../format';

interface ErasureRequestProps {
  clientId: string;
  erasure: ClientRecord['erasure'];
  /** Reads the record again once the erasure is done. */
  onErased: () => void;
}

/**
 * The client's erasure request on their record (issue 27 item 6): open, with an admin's approve
 * (asked twice, since it cannot be undone), or done, with who and when.
 */
export function ErasureRequest({ clientId, erasure, onErased }: ErasureRequestProps) {
  const isAdmin = useSession().user?.role === 'admin';
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  if (!erasure) return null;

  if (erasure.approvedAt) {
    return (
      <p className="client-record__merged" role="note">
        Erased at the client’s request on {formatInstant(erasure.approvedAt)}
        {erasure.approvedBy ? ` by ${erasure.approvedBy}` : ''}. Their visits and payments stay for the
        accounts.
      </p>
    );
  }

  const approve = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      await approveErasure(clientId);
      onErased();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The erasure could not be carried out. Try again.');
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="client-erasure" className="client-record__section client-record__erasure">
      <h2 id="client-erasure">Erasure requested</h2>
      <p>
        The client asked on {formatInstant(erasure.requestedAt)} to have their data erased. Approving removes
        their name, e-mail, phone, address, notes, health form, consents and payment screenshots.{' '}
        {ERASURE_DESK_KEEPS}
      </p>
      {!isAdmin ? (
        <p className="client-record__empty">An admin approves erasure requests.</p>
      ) : confirming ? (
        <div className="client-record__erasure-confirm">
          <p>
            <strong>This cannot be undone.</strong> Erase this client now?
          </p>
          <div className="client-record__erasure-actions">
            <button
              type="button"
              className="staff-button staff-button--danger"
              onClick={approve}
              aria-disabled={busy || undefined}
            >
              {busy ? 'Erasing…' : 'Yes, erase this client'}
            </button>
            <button
              type="button"
              className="staff-button"
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              Not now
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="staff-button staff-button--primary"
          onClick={() => setConfirming(true)}
        >
          Approve erasure
        </button>
      )}
      {problem ? (
        <p className="client-record__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
