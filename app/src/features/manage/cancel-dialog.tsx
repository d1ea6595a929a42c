import { useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../components/dialog/dialog';
import { cancelManagedBooking, type ManagedBooking } from './manage-api';
import { appointmentText, failureText } from './manage-format';

interface CancelDialogProps {
  token: string;
  booking: ManagedBooking;
  onClose: () => void;
  onCancelled: (booking: ManagedBooking, message: string) => void;
}

/** Asks once more before cancelling; "Keep my booking" has focus, so Enter never cancels by accident. */
export function CancelDialog({ token, booking, onClose, onCancelled }: CancelDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const keepButton = useRef<HTMLButtonElement>(null);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const reply = await cancelManagedBooking(token);
      onCancelled(reply.booking, reply.msg);
    } catch (failure) {
      setError(failureText(failure, 'We could not cancel your booking. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Cancel this booking?"
      description={`Booking ${booking.bookingNumber}`}
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={keepButton}
      size="small"
      className="manage-cancel-dialog"
    >
      <DialogBody>
        <p>
          Your appointment on <strong>{appointmentText(booking.date, booking.time)}</strong> will be cancelled
          and the time offered to another client. We’ll e-mail you to confirm.
        </p>
        {error ? (
          <p className="manage-cancel-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <button
          ref={keepButton}
          type="button"
          className="button button--ghost"
          onClick={onClose}
          disabled={busy}
        >
          Keep my booking
        </button>
        <button
          type="button"
          className="button button--primary manage-button--danger"
          onClick={cancel}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Cancelling…' : 'Yes, cancel booking'}
        </button>
      </DialogFooter>
    </Dialog>
  );
}
