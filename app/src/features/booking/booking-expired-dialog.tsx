import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, DialogBody, DialogFooter } from '../../components/dialog/dialog';
import { paths } from '../../config/paths';
import { BOOKING_EXPIRED_MESSAGE } from './time/hold-state';

interface ExpiredDialogProps {
  /** Takes a new hold for the same choices; everything typed stays. */
  onStartAgain(): void;
}

/** The hold ran out: what happened (not SPEC's "refresh the page", which the button replaces), and a way to carry on with every field still filled in. */
export function BookingExpiredDialog({ onStartAgain }: ExpiredDialogProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title="Booking time expired"
      description={BOOKING_EXPIRED_MESSAGE}
      onClose={onStartAgain}
      initialFocusRef={button}
      size="small"
      className="booking-expired"
    >
      <DialogBody>
        <p>
          The time we held for you is free for others again. Everything you typed is still here: start again
          and we hold your time anew if it is still free.
        </p>
      </DialogBody>
      <DialogFooter>
        <Link to={paths.services.href()} className="button button--ghost">
          Browse services
        </Link>
        <button ref={button} type="button" className="button button--primary" onClick={onStartAgain}>
          Start again
        </button>
      </DialogFooter>
    </Dialog>
  );
}
