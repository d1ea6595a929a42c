import { CONSULTATION_MINUTES } from '@domain/consultation';
import { ONLINE_PLACE, startsWithinHours } from '@domain/opening-hours';
import { useState } from 'react';
import { CancelDialog } from './cancel-dialog';
import { PhoneLink } from './cancel-panel';
import {
  cancelManagedConsultation,
  type ManagedConsultation,
  requestConsultationTime,
} from './consultation-manage-api';
import { appointmentText, instantText } from './manage-format';
import { RescheduleForm } from './reschedule-form';

/** A call's starts that end by the online closing time: the clinic can accept every one offered. */
const ONLINE_STARTS = startsWithinHours(ONLINE_PLACE, CONSULTATION_MINUTES);

interface PanelProps {
  token: string;
  consultation: ManagedConsultation;
  onChange: (consultation: ManagedConsultation, message: string) => void;
}

/** Asking for another date and time; the clinic answers by e-mail, the consultation stays as booked till then. */
export function ConsultationTimePanel({ token, consultation, onChange }: PanelProps) {
  const [open, setOpen] = useState(false);
  if (!consultation.canReschedule) return null;
  const pending = consultation.changeRequest;
  return (
    <section className="card manage-card manage-panel" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title" className="manage-panel__title">
        Change date or time
      </h2>
      {pending ? (
        <div className="manage-request manage-request--pending">
          <p className="manage-request__title">Your request is with the clinic</p>
          <p className="manage-request__text">
            You asked for <strong>{appointmentText(pending.date, pending.time)}</strong> on{' '}
            {instantText(pending.requestedAt)}. The clinic will e-mail you; until then your consultation stays
            as shown.
          </p>
        </div>
      ) : null}
      {open ? (
        <RescheduleForm
          current={consultation}
          note="Your consultation stays as booked until the clinic confirms the new time by e-mail."
          onClose={() => setOpen(false)}
          starts={ONLINE_STARTS}
          send={async (values) => {
            const reply = await requestConsultationTime(token, values);
            setOpen(false);
            onChange(reply.consultation, reply.msg);
          }}
        />
      ) : (
        <>
          {pending ? null : (
            <p className="manage-panel__text">
              Can’t make it? Ask for another date and time and the clinic will confirm by e-mail.
            </p>
          )}
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            {pending ? 'Ask for a different time instead' : 'Ask for another date and time'}
          </button>
        </>
      )}
    </section>
  );
}

/** Cancelling online up to 24 hours ahead; later, the clinic's number instead of a button. */
export function ConsultationCancelPanel({ token, consultation, onChange }: PanelProps) {
  const [confirming, setConfirming] = useState(false);
  if (consultation.status !== 'booked') return null;
  return (
    <section className="card manage-card manage-panel" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="manage-panel__title">
        Cancel consultation
      </h2>
      {consultation.canCancel ? (
        <>
          <p className="manage-panel__text">
            Plans changed? You can cancel online until{' '}
            <strong>{instantText(consultation.cancelDeadline)}</strong>, 24 hours before your consultation.
          </p>
          <button
            type="button"
            className="button button--ghost manage-button--danger-ghost"
            onClick={() => setConfirming(true)}
          >
            Cancel consultation
          </button>
        </>
      ) : (
        <p className="manage-panel__text manage-panel__text--notice">
          Your consultation is less than 24 hours away, so it can no longer be cancelled online. Please call
          us at <PhoneLink /> and we’ll sort it out together.
        </p>
      )}
      {confirming ? (
        <CancelDialog
          subject="consultation"
          appointment={consultation}
          onClose={() => setConfirming(false)}
          cancel={async () => {
            const reply = await cancelManagedConsultation(token);
            setConfirming(false);
            onChange(reply.consultation, reply.msg);
          }}
        />
      ) : null}
    </section>
  );
}
