import {
  acceptChangeRequest,
  type ChangeRequestDecision,
  declineChangeRequest,
} from '../api/booking-detail-api';
import type { ChangeRequest } from '../api/types';
import { RequestDecisionPanel } from '../components/request-decision-panel';
import { formatAppointment } from '../format';

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
  return (
    <RequestDecisionPanel
      title="Change request"
      ask={
        <>
          The client asks to move to <strong>{formatAppointment(request.date, request.time)}</strong>.
        </>
      }
      request={request}
      accept={() => acceptChangeRequest(bookingId, request.requestedAt)}
      decline={(reply) => declineChangeRequest(bookingId, request.requestedAt, reply)}
      replyHint="Sent in the e-mail that tells the client their booking stays as it is."
      replyPlaceholder="e.g. That day is fully booked; any time on Saturday works."
      disabledReason={disabledReason}
      onDecided={onDecided}
    />
  );
}
