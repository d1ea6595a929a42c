import { useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import { useCodePrompt } from '../../../components/dialog/use-code-prompt';
import { useIsAdmin } from '../../../lib/session';
import { restoreBooking } from '../api/desk-api';
import type { StaffBooking } from '../api/types';
import { BranchBadge, DeletedBadge } from '../components/badges';
import { DetailList } from '../components/detail-list';
import { ServiceLines } from '../components/service-lines';
import { formatAppointment, formatInstant, orNotGiven, priceOrConsultation } from '../format';
import './record-dialog.css';

/** The full record of a deleted booking, for audit; an admin restores it with the delete code. */
export function DeletedBookingDialog({
  booking,
  onClose,
  onRestored,
}: {
  booking: StaffBooking;
  onClose: () => void;
  onRestored: () => void;
}) {
  const data = booking.bookingData;
  const prompt = useCodePrompt();
  const [restored, setRestored] = useState(false);
  // Only admins restore (the server refuses staff with 403 too): staff see no button.
  const isAdmin = useIsAdmin();

  const restore = () =>
    prompt.ask({
      title: `Restore booking ${data.bookingNumber}?`,
      description: `${data.customerName}'s booking goes back to All Bookings as it was. Enter the delete code to continue.`,
      label: 'Delete code',
      submitLabel: 'Restore booking',
      busyLabel: 'Restoring...',
      run: async (deleteCode) => {
        await restoreBooking(booking._id, deleteCode);
        setRestored(true);
        onRestored();
      },
      describeError: (error) =>
        `Failed to restore the booking: ${error instanceof Error && error.message ? error.message : 'Request failed'}`,
    });

  return (
    <>
      <Dialog
        title={`Deleted Booking - ${data.customerName}`}
        description={`Booking ${data.bookingNumber}`}
        onClose={onClose}
      >
        <DialogBody>
          <div className="record-dialog__badges">
            <DeletedBadge />
            <BranchBadge branch={data.branch} />
          </div>
          <DetailList
            details={[
              { label: 'Booking Number', value: data.bookingNumber },
              { label: 'Service Date', value: formatAppointment(data.date, data.time) },
              { label: 'Deleted At', value: formatInstant(booking.deletedAt) },
              { label: 'Deleted By', value: orNotGiven(booking.deletedBy) },
              { label: 'Email', value: orNotGiven(data.email) },
              { label: 'Phone', value: orNotGiven(data.phone) },
              { label: 'Address', value: orNotGiven(data.address), wide: true },
            ]}
          />
          <h3 className="record-dialog__heading">Services</h3>
          <ServiceLines items={booking.cartItems ?? []} />
          <p className="record-dialog__total">
            <span>Total Amount</span>
            <strong>{priceOrConsultation(booking.totalPrice)}</strong>
          </p>
          <p className="record-dialog__notice" role="status">
            {restored ? `Booking ${data.bookingNumber} is restored: it is back in All Bookings.` : ''}
          </p>
        </DialogBody>
        <DialogFooter>
          {restored || !isAdmin ? null : (
            <button type="button" className="button button--ghost" onClick={restore}>
              Restore
            </button>
          )}
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </DialogFooter>
      </Dialog>
      {prompt.dialog}
    </>
  );
}
