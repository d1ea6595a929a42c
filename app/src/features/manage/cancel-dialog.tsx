import { useRef } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../components/dialog/dialog';
import { appointmentText } from './manage-format';
import { useDialogAction } from './use-dialog-action';

interface CancelDialogProps {
  /** What is cancelled, in the dialog's words: a booking or an online consultation. */
  subject: 'booking' | 'consultation';
  appointment: { bookingNumber: string; date: string; time: string };
  /** Cancels on the server; a rejection is shown in the dialog, which stays open. */
  cancel: () => Promise<void>;
  onClose: () => void;
}

/** Asks once more before cancelling; "Keep my booking" has focus, so Enter never cancels by accident. */
export function CancelDialog({ subject, appointment, cancel: cancelOnServer, onClose }: CancelDialogProps) {
  const keepButton = useRef<HTMLButtonElement>(null);
  const {
    busy,
    error,
    run: cancel,
  } = useDialogAction(cancelOnServer, `We could not cancel your ${subject}. Please try again.`);

  return (
    <Dialog
      title={`Cancel this ${subject}?`}
      description={`Booking ${appointment.bookingNumber}`}
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={keepButton}
      size="small"
      className="manage-cancel-dialog"
    >
      <DialogBody>
        <p>
          Your {subject === 'booking' ? 'appointment' : 'online consultation'} on{' '}
          <strong>{appointmentText(appointment.date, appointment.time)}</strong> will be cancelled and the
          time offered to another client. We’ll e-mail you to confirm.
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
          Keep my {subject}
        </button>
        <button
          type="button"
          className="button button--primary manage-button--danger"
          onClick={cancel}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Cancelling…' : `Yes, cancel ${subject}`}
        </button>
      </DialogFooter>
    </Dialog>
  );
}
