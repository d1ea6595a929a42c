import { useEffect, useId, useState } from 'react';
import { fetchWaitingRequests } from '../api/consultation-request-api';
import type { OnlineConsultation } from '../api/types';
import { formatShortAppointment } from '../format';
import { ConsultationDialog } from './consultation-dialog';
import './consultation-request.css';

interface WaitingRequestsProps {
  /** When the list behind was last read: the requests are read again with it. */
  loadedAt: number | null;
  offline: boolean;
  /** A decision changed a consultation: the list behind is read again. */
  onChanged: () => void;
}

/**
 * Above the consultations: every client waiting for an answer about another time, the longest first,
 * wherever their call sits in the list (even with no e-mail to the clinic configured). Answer opens
 * the consultation's dialog; nothing shows while none wait or the list cannot be read.
 */
export function WaitingRequests({ loadedAt, offline, onChanged }: WaitingRequestsProps) {
  const titleId = useId();
  const [waiting, setWaiting] = useState<{ consultations: OnlineConsultation[]; total: number } | null>(null);
  const [opened, setOpened] = useState<OnlineConsultation | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    // Read again with the list (`loadedAt`) and after a decision made here (`reads`).
    void loadedAt;
    void reads;
    if (offline) return;
    const controller = new AbortController();
    fetchWaitingRequests(controller.signal).then(setWaiting, () => {
      if (!controller.signal.aborted) setWaiting(null);
    });
    return () => controller.abort();
  }, [loadedAt, offline, reads]);

  const shown = (waiting?.consultations ?? []).filter((consultation) => consultation.pendingChangeRequest);
  // The dialog opened from here keeps its place (and state) after its decision empties the list.
  const dialog = opened ? (
    <ConsultationDialog
      consultation={opened}
      onClose={() => setOpened(null)}
      onChanged={() => {
        setReads((count) => count + 1);
        onChanged();
      }}
    />
  ) : null;
  const visible = !offline && waiting !== null && shown.length > 0;
  return (
    <>
      {visible ? (
        <section className="waiting-requests" aria-labelledby={titleId}>
          <h2 id={titleId} className="waiting-requests__title">
            Time requests waiting ({waiting?.total})
          </h2>
          <ul className="waiting-requests__list">
            {shown.map((consultation) =>
              consultation.pendingChangeRequest ? (
                <li key={consultation._id} className="waiting-requests__item">
                  <span>
                    <strong>{consultation.customerName}</strong> ({consultation.bookingNumber}), booked for{' '}
                    {formatShortAppointment(consultation.date, consultation.time)}: asked to move to{' '}
                    {formatShortAppointment(
                      consultation.pendingChangeRequest.date,
                      consultation.pendingChangeRequest.time,
                    )}
                  </span>
                  <button
                    type="button"
                    className="staff-button staff-button--small staff-button--primary"
                    aria-label={`Answer ${consultation.customerName}'s request`}
                    onClick={() => setOpened(consultation)}
                  >
                    Answer
                  </button>
                </li>
              ) : null,
            )}
          </ul>
          {(waiting?.total ?? 0) > shown.length ? (
            <p className="waiting-requests__more">Showing the {shown.length} waiting longest.</p>
          ) : null}
        </section>
      ) : null}
      {dialog}
    </>
  );
}
