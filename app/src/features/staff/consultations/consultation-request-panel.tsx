import { CHANGE_REQUEST_TEXT_LIMIT } from '@domain/manage-booking';
import { useId, useState } from 'react';
import {
  acceptConsultationRequest,
  type ConsultationRequestDecision,
  declineConsultationRequest,
} from '../api/consultation-request-api';
import { type Alternative, SlotTakenError } from '../api/desk-api';
import type { OnlineConsultation, PendingChangeRequest } from '../api/types';
import { formatInstant, formatShortAppointment } from '../format';
import { consultationStatusOf } from './consultation-status-badge';
import './consultation-request.css';

/** `Asked to move to Tue 2 Dec, 3:00 PM`: the card and the panel say it the same way. */
export const askedToMove = (request: PendingChangeRequest) =>
  `Asked to move to ${formatShortAppointment(request.date, request.time)}`;

/** A request still waits on staff only while the call can still happen. */
export function pendingRequestOf(consultation: OnlineConsultation): PendingChangeRequest | null {
  const status = consultationStatusOf(consultation.status);
  if (status !== 'pending' && status !== 'confirmed') return null;
  return consultation.pendingChangeRequest ?? null;
}

/**
 * A status or link change answers without `pendingChangeRequest` (only the list and a decision carry
 * it): the request the dialog already knows stays until it is decided.
 */
export function keepPendingRequest(
  previous: OnlineConsultation,
  updated: OnlineConsultation,
): OnlineConsultation {
  return updated.pendingChangeRequest === undefined
    ? { ...updated, pendingChangeRequest: previous.pendingChangeRequest }
    : updated;
}

/** The decline reply that offers the free times the server named when the asked one was full. */
export function offerTimesReply(alternatives: Alternative[]): string {
  const times = alternatives.map((choice) => formatShortAppointment(choice.date, choice.time)).join('; ');
  return `The time you asked for is already taken. We can offer: ${times}. Please ask for one of them from your consultation page, or call us.`.slice(
    0,
    CHANGE_REQUEST_TEXT_LIMIT,
  );
}

interface PanelProps {
  consultationId: string;
  request: PendingChangeRequest;
  /** Set while changes cannot be made (offline). */
  disabledReason: string | null;
  onDecided: (decision: ConsultationRequestDecision) => void;
}

/** The client's request for another call time, for staff to accept or decline (with a reply). */
export function ConsultationRequestPanel({ consultationId, request, disabledReason, onDecided }: PanelProps) {
  const ids = useId();
  const [declining, setDeclining] = useState(false);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [full, setFull] = useState<SlotTakenError | null>(null);
  const locked = disabledReason !== null;
  const asked = formatShortAppointment(request.date, request.time);

  const run = async (decide: () => Promise<ConsultationRequestDecision>) => {
    if (busy || locked) return;
    setBusy(true);
    setError('');
    setFull(null);
    try {
      onDecided(await decide());
    } catch (failure) {
      if (failure instanceof SlotTakenError) setFull(failure);
      else setError(failure instanceof Error && failure.message ? failure.message : 'Request failed');
      setBusy(false);
    }
  };

  const offerTimes = (alternatives: Alternative[]) => {
    setReply(offerTimesReply(alternatives));
    setDeclining(true);
    setFull(null);
  };

  const lockProps = {
    'aria-disabled': busy || locked ? true : undefined,
    'aria-describedby': locked ? `${ids}-reason` : undefined,
  };

  return (
    <section className="consultation-request" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="consultation-request__title">
        Time request from the client
      </h3>
      <p>
        Asked to move to <strong>{asked}</strong>.
      </p>
      {request.message ? (
        <p className="consultation-request__message">
          <span className="visually-hidden">The client’s message: </span>“{request.message}”
        </p>
      ) : null}
      <p className="consultation-request__meta">Asked {formatInstant(request.requestedAt)}</p>
      {full ? (
        <div role="alert">
          <p className="consultation-request__error">{full.message}</p>
          {full.alternatives.length > 0 ? (
            <>
              <p>Free times nearby you can offer the client:</p>
              <ul className="consultation-request__times">
                {full.alternatives.map((choice) => (
                  <li key={`${choice.date}T${choice.time}`}>
                    {formatShortAppointment(choice.date, choice.time)}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>No free time nearby: decline and suggest another day.</p>
          )}
        </div>
      ) : null}
      {declining ? (
        <div className="dialog-field">
          <label htmlFor={`${ids}-reply`}>Reply to the client (optional)</label>
          <textarea
            id={`${ids}-reply`}
            rows={3}
            maxLength={CHANGE_REQUEST_TEXT_LIMIT}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            placeholder="e.g. The doctor is away that day; any time on Friday works."
          />
          <p className="dialog-field__hint">
            Sent in the e-mail that tells the client their consultation keeps its time.
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="consultation-request__error" role="alert">
          {error}
        </p>
      ) : null}
      {locked ? (
        <p id={`${ids}-reason`} className="dialog-field__hint">
          {disabledReason}
        </p>
      ) : null}
      <div className="consultation-request__actions">
        {declining ? (
          <>
            <button
              type="button"
              className="staff-button staff-button--small staff-button--danger"
              onClick={() =>
                run(() => declineConsultationRequest(consultationId, request.requestedAt, reply))
              }
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
              onClick={() => run(() => acceptConsultationRequest(consultationId, request.requestedAt))}
              aria-label={busy ? undefined : `Accept the move to ${asked}`}
              {...lockProps}
            >
              {busy ? 'Accepting…' : 'Accept'}
            </button>
            {full && full.alternatives.length > 0 ? (
              <button
                type="button"
                className="staff-button staff-button--small"
                onClick={() => !locked && offerTimes(full.alternatives)}
                {...lockProps}
              >
                Decline and offer these times
              </button>
            ) : null}
            <button
              type="button"
              className="staff-button staff-button--small"
              onClick={() => !locked && setDeclining(true)}
              aria-label={`Decline the move to ${asked}`}
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
