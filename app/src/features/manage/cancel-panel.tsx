import { CLINIC_PHONE, CLINIC_PHONE_TEL } from '@domain/brand';
import { useState } from 'react';
import { CancelDialog } from './cancel-dialog';
import { cancelManagedBooking, type ManagedBooking } from './manage-api';
import { instantText } from './manage-format';

interface CancelPanelProps {
  token: string;
  booking: ManagedBooking;
  onCancelled: (booking: ManagedBooking, message: string) => void;
}

export function PhoneLink() {
  return (
    <a className="text-link manage-phone" href={`tel:${CLINIC_PHONE_TEL}`}>
      {CLINIC_PHONE}
    </a>
  );
}

/**
 * Cancelling online, up to 24 hours before the appointment (the terms' notice). Later than that the
 * clinic needs to hear it in person, so the page gives the number instead of a button.
 */
export function CancelPanel({ token, booking, onCancelled }: CancelPanelProps) {
  const [confirming, setConfirming] = useState(false);
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null;

  return (
    <section className="card manage-card manage-panel" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="manage-panel__title">
        Cancel booking
      </h2>
      {booking.canCancel ? (
        <>
          <p className="manage-panel__text">
            Plans changed? You can cancel online until <strong>{instantText(booking.cancelDeadline)}</strong>,
            24 hours before your appointment.
          </p>
          <button
            type="button"
            className="button button--ghost manage-button--danger-ghost"
            onClick={() => setConfirming(true)}
          >
            Cancel booking
          </button>
        </>
      ) : !booking.canReschedule ? (
        <p className="manage-panel__text manage-panel__text--notice">
          Your appointment time has arrived, so this booking can no longer be changed online. For anything
          about it, please call us at <PhoneLink />.
        </p>
      ) : (
        <p className="manage-panel__text manage-panel__text--notice">
          Your appointment is less than 24 hours away, so it can no longer be cancelled online. Please call us
          at <PhoneLink /> and we’ll sort it out together.
        </p>
      )}
      {confirming ? (
        <CancelDialog
          subject="booking"
          appointment={booking}
          onClose={() => setConfirming(false)}
          cancel={async () => {
            const reply = await cancelManagedBooking(token);
            setConfirming(false);
            onCancelled(reply.booking, reply.msg);
          }}
        />
      ) : null}
    </section>
  );
}
