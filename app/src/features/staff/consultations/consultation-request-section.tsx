import { useEffect, useRef, useState } from 'react';
import type { OnlineConsultation } from '../api/types';
import { ConsultationRequestPanel, pendingRequestOf } from './consultation-request-panel';

/**
 * In the consultation's dialog: the pending request (if the call can still happen), and once decided
 * the server's sentence in its place, focused so a keyboard or screen-reader user hears it.
 */
export function ConsultationRequestSection({
  consultation,
  disabledReason,
  onDecided,
}: {
  consultation: OnlineConsultation;
  disabledReason: string | null;
  onDecided: (updated: OnlineConsultation) => void;
}) {
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const request = pendingRequestOf(consultation);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  if (request) {
    return (
      <ConsultationRequestPanel
        key={request.requestedAt}
        consultationId={consultation._id}
        request={request}
        disabledReason={disabledReason}
        onDecided={(decision) => {
          setNotice(decision.message);
          onDecided(decision.consultation);
        }}
      />
    );
  }
  return notice ? (
    <p ref={noticeRef} className="consultation-request-notice" role="status" tabIndex={-1}>
      {notice}
    </p>
  ) : null;
}
