import { CHANGE_REQUEST_TEXT_LIMIT } from '@domain/manage-booking';
import {
  acceptConsultationRequest,
  type ConsultationRequestDecision,
  declineConsultationRequest,
} from '../api/consultation-request-api';
import type { Alternative } from '../api/desk-api';
import type { OnlineConsultation, PendingChangeRequest } from '../api/types';
import { RequestDecisionPanel } from '../components/request-decision-panel';
import { formatShortAppointment } from '../format';
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
  const asked = formatShortAppointment(request.date, request.time);
  return (
    <RequestDecisionPanel
      title="Time request from the client"
      ask={
        <>
          Asked to move to <strong>{asked}</strong>.
        </>
      }
      request={request}
      accept={() => acceptConsultationRequest(consultationId, request.requestedAt)}
      decline={(reply) => declineConsultationRequest(consultationId, request.requestedAt, reply)}
      replyHint="Sent in the e-mail that tells the client their consultation keeps its time."
      replyPlaceholder="e.g. The doctor is away that day; any time on Friday works."
      disabledReason={disabledReason}
      onDecided={onDecided}
      askedInWords={asked}
      offerTimes={offerTimesReply}
    />
  );
}
