import { CHANGE_REQUEST_TEXT_LIMIT } from '@domain/manage-booking';
import { useId, useState } from 'react';
import {
  acceptChangeRequest,
  type ChangeRequestDecision,
  declineChangeRequest,
} from '../api/booking-detail-api';
import type { ChangeRequest } from '../api/types';
import { formatAppointment, formatInstant } from '../format';

interface ChangeRequestPanelProps {
  bookingId: string;
  request: ChangeRequest;
  /** Set while changes cannot be made (offline). */
  disabledReason: string | null;
  onDecided: (decision: ChangeRequestDecision) => void;
}

/** The client's request for another date and time, for staff to accept or decline (with a reply). */
export function ChangeRequestPanel({
  bookingId,
  request,
  disabledReason,
  onDecided,
}: ChangeRequestPanelProps) {
  const [declining, setDeclining] = useState(false);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const replyId = useId();
  const reasonId = useId();
  const locked = disabledReason !== null;

  const run = async (decide: () => Promise<ChangeRequestDecision>) => {
    if (busy || locked) return;
    setBusy(true);
    setError('');
    try {
      onDecided(await decide());
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Request failed');
      setBusy(false);
    }
  };

  const lockProps = {
    'aria-disabled': busy || locked ? true : undefined,
    'aria-describedby': locked ? reasonId : undefined,
  };

  return (
    <section className="change-request" aria-labelledby="change-request-title">
      <h3 id="change-request-title" className="change-request__title">
        Change request
      </h3>
      <p className="change-request__ask">
        The client asks to move to <strong>{formatAppointment(request.date, request.time)}</strong>.
      </p>
      {request.message ? <p className="change-request__message">“{request.message}”</p> : null}
      <p className="change-request__meta">Asked {formatInstant(request.requestedAt)}</p>
      {declining ? (
        <div className="dialog-field">
          <label htmlFor={replyId}>Reply to the client (optional)</label>
          <textarea
            id={replyId}
            rows={3}
            maxLength={CHANGE_REQUEST_TEXT_LIMIT}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            placeholder="e.g. That day is fully booked; any time on Saturday works."
          />
          <p className="dialog-field__hint">
            Sent in the e-mail that tells the client their booking stays as it is.
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="change-request__error" role="alert">
          {error}
        </p>
      ) : null}
      {locked ? (
        <p id={reasonId} className="dialog-field__hint">
          {disabledReason}
        </p>
      ) : null}
      <div className="change-request__actions">
        {declining ? (
          <>
            <button
              type="button"
              className="staff-button staff-button--small staff-button--danger"
              onClick={() => run(() => declineChangeRequest(bookingId, request.requestedAt, reply))}
              {...lockProps}
            >
              {busy ? 'Declining…' : 'Send decline'}
            </button>
            <button
              type="button"
              className="staff-button staff-button--small"
              onClick={() => setDeclining(false)}
              disabled={busy}
            >
              Back
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="staff-button staff-button--small staff-button--primary"
              onClick={() => run(() => acceptChangeRequest(bookingId, request.requestedAt))}
              {...lockProps}
            >
              {busy ? 'Accepting…' : 'Accept'}
            </button>
            <button
              type="button"
              className="staff-button staff-button--small"
              onClick={() => !locked && setDeclining(true)}
              {...lockProps}
            >
              Decline
            </button>
          </>
        )}
      </div>
    </section>
  );
}
