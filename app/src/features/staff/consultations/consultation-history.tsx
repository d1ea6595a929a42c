import type { ConsultationEvent } from '@domain/schemas/consultation-request';
import { useEffect, useId, useState } from 'react';
import { fetchConsultationHistory } from '../api/consultation-request-api';
import type { OnlineConsultation } from '../api/types';
import { EventHistoryList, HistoryStatus } from '../components/event-history-list';

/** What a change alters: the dialog's history is read again when any of it differs. */
export const historyVersion = (consultation: OnlineConsultation) =>
  [
    consultation.status,
    consultation.date,
    consultation.time,
    consultation.videoLink,
    consultation.pendingChangeRequest?.requestedAt ?? 'no request',
  ].join('|');

type HistoryState =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; events: ConsultationEvent[] };

/**
 * Who did what to the consultation and when, oldest first, as the server words it: read when the
 * dialog opens and again whenever `version` changes (the dialog passes what a change alters).
 */
export function ConsultationHistory({
  consultationId,
  version,
}: {
  consultationId: string;
  version: string;
}) {
  const titleId = useId();
  const [state, setState] = useState<HistoryState>({ phase: 'loading' });
  useEffect(() => {
    // `version` names a change worth reading the history again for.
    void version;
    const controller = new AbortController();
    fetchConsultationHistory(consultationId, controller.signal).then(
      (events) => setState({ phase: 'ready', events }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ phase: 'error', message: error instanceof Error ? error.message : 'Request failed' });
      },
    );
    return () => controller.abort();
  }, [consultationId, version]);

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="record-dialog__heading">
        History
      </h3>
      {state.phase === 'loading' ? <HistoryStatus>Loading history…</HistoryStatus> : null}
      {state.phase === 'error' ? (
        <HistoryStatus>{`Could not load the history: ${state.message}`}</HistoryStatus>
      ) : null}
      {state.phase === 'ready' ? <EventHistoryList events={state.events} /> : null}
    </section>
  );
}
