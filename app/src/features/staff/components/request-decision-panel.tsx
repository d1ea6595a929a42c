import { CHANGE_REQUEST_TEXT_LIMIT } from '@domain/manage-booking';
import { type ReactNode, useId, useState } from 'react';
import { type Alternative, SlotTakenError } from '../api/desk-api';
import { formatInstant, formatShortAppointment } from '../format';
import './request-decision-panel.css';

/** What a client asked for: another date and time, with an optional message. */
export interface AskedTime {
  message?: string | null;
  requestedAt: string;
}

export interface RequestDecisionPanelProps<Decision> {
  /** The panel's heading, which also names its region. */
  title: string;
  /** The sentence that names the time asked for. */
  ask: ReactNode;
  request: AskedTime;
  accept: () => Promise<Decision>;
  decline: (reply: string) => Promise<Decision>;
  /** Under the reply box: what the client's e-mail will say. */
  replyHint: string;
  replyPlaceholder: string;
  /** Set while changes cannot be made (offline). */
  disabledReason: string | null;
  onDecided: (decision: Decision) => void;
  /** The asked time in words, to make each button's name say what it decides ("Accept the move to ..."). */
  askedInWords?: string;
  /**
   * The decline reply that offers the free times the server named when the asked time is full. With
   * it, a full time lists them and offers "Decline and offer these times"; without, it is an error.
   */
  offerTimes?: (alternatives: Alternative[]) => string;
}

/**
 * A client's request for another time, for staff to accept (the server checks capacity) or decline
 * with an optional reply. One panel for bookings and online consultations alike.
 */
export function RequestDecisionPanel<Decision>({
  title,
  ask,
  request,
  accept,
  decline,
  replyHint,
  replyPlaceholder,
  disabledReason,
  onDecided,
  askedInWords,
  offerTimes,
}: RequestDecisionPanelProps<Decision>) {
  const ids = useId();
  const [declining, setDeclining] = useState(false);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [full, setFull] = useState<SlotTakenError | null>(null);
  const locked = disabledReason !== null;

  const run = async (decide: () => Promise<Decision>) => {
    if (busy || locked) return;
    setBusy(true);
    setError('');
    setFull(null);
    try {
      onDecided(await decide());
    } catch (failure) {
      if (offerTimes && failure instanceof SlotTakenError) setFull(failure);
      else setError(failure instanceof Error && failure.message ? failure.message : 'Request failed');
      setBusy(false);
    }
  };

  const declineOffering = (alternatives: Alternative[]) => {
    if (locked || !offerTimes) return;
    setReply(offerTimes(alternatives));
    setDeclining(true);
    setFull(null);
  };

  const lockProps = {
    'aria-disabled': busy || locked ? true : undefined,
    'aria-describedby': locked ? `${ids}-reason` : undefined,
  };
  const named = (verb: string) => (askedInWords && !busy ? `${verb} the move to ${askedInWords}` : undefined);

  return (
    <section className="request-decision" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="request-decision__title">
        {title}
      </h3>
      <p>{ask}</p>
      {request.message ? (
        <p className="request-decision__message">
          <span className="visually-hidden">The client’s message: </span>“{request.message}”
        </p>
      ) : null}
      <p className="request-decision__meta">Asked {formatInstant(request.requestedAt)}</p>
      {full ? (
        <div role="alert">
          <p className="request-decision__error">{full.message}</p>
          {full.alternatives.length > 0 ? (
            <>
              <p>Free times nearby you can offer the client:</p>
              <ul className="request-decision__times">
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
            placeholder={replyPlaceholder}
          />
          <p className="dialog-field__hint">{replyHint}</p>
        </div>
      ) : null}
      {error ? (
        <p className="request-decision__error" role="alert">
          {error}
        </p>
      ) : null}
      {locked ? (
        <p id={`${ids}-reason`} className="dialog-field__hint">
          {disabledReason}
        </p>
      ) : null}
      <div className="request-decision__actions">
        {declining ? (
          <>
            <button
              type="button"
              className="staff-button staff-button--small staff-button--danger"
              onClick={() => run(() => decline(reply))}
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
              onClick={() => run(accept)}
              aria-label={named('Accept')}
              {...lockProps}
            >
              {busy ? 'Accepting…' : 'Accept'}
            </button>
            {full && full.alternatives.length > 0 ? (
              <button
                type="button"
                className="staff-button staff-button--small"
                onClick={() => declineOffering(full.alternatives)}
                {...lockProps}
              >
                Decline and offer these times
              </button>
            ) : null}
            <button
              type="button"
              className="staff-button staff-button--small"
              onClick={() => !locked && setDeclining(true)}
              aria-label={askedInWords ? `Decline the move to ${askedInWords}` : undefined}
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
