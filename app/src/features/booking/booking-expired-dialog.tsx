import { useRef } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../components/dialog/dialog';
import { BOOKING_EXPIRED_MESSAGE } from './booking-timer';

/** Tells the visitor the booking time ran out; closing it in any way leads to the services. */
export function BookingExpiredDialog({ onClose }: { onClose(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title="Booking time expired"
      description={BOOKING_EXPIRED_MESSAGE}
      onClose={onClose}
      initialFocusRef={button}
      size="small"
      className="booking-expired"
    >
      <DialogBody>
        <p>Your cart and everything you typed are still saved on this phone, ready when you come back.</p>
      </DialogBody>
      <DialogFooter>
        <button ref={button} type="button" className="button button--primary" onClick={onClose}>
          Browse services
        </button>
      </DialogFooter>
    </Dialog>
  );
}
