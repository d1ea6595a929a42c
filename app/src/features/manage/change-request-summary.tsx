import { forwardRef } from 'react';
import type { ChangeRequest } from './manage-api';
import { appointmentText, instantText } from './manage-format';

const HEADINGS = {
  pending: 'Your request is with the clinic',
  accepted: 'Your booking was moved',
  declined: 'The clinic couldn’t move your booking',
} as const;

/** The latest request for another time and where it stands; a withdrawn one is not worth showing. */
export const ChangeRequestSummary = forwardRef<HTMLDivElement, { request: ChangeRequest }>(
  function ChangeRequestSummary({ request }, ref) {
    if (request.status === 'withdrawn') return null;
    const asked = appointmentText(request.date, request.time);
    return (
      <div ref={ref} tabIndex={-1} className={`manage-request manage-request--${request.status}`}>
        <p className="manage-request__title">{HEADINGS[request.status]}</p>
        {request.status === 'pending' ? (
          <p className="manage-request__text">
            You asked for <strong>{asked}</strong> on {instantText(request.requestedAt)}. We’ll e-mail you
            once the clinic confirms; until then your booking stays as shown.
          </p>
        ) : request.status === 'accepted' ? (
          <p className="manage-request__text">
            As you asked, your appointment is now on <strong>{asked}</strong>.
          </p>
        ) : (
          <p className="manage-request__text">
            You asked for <strong>{asked}</strong>, but that time isn’t available. Your booking stays as
            shown.
          </p>
        )}
        {request.message ? (
          <p className="manage-request__quote">
            <span className="manage-request__who">Your message:</span> “{request.message}”
          </p>
        ) : null}
        {request.status === 'declined' && request.reply ? (
          <p className="manage-request__quote manage-request__quote--clinic">
            <span className="manage-request__who">The clinic replied:</span> “{request.reply}”
          </p>
        ) : null}
      </div>
    );
  },
);
