import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { StaffBooking } from '../api/types';
import { BranchBadge, DeletedBadge } from '../components/badges';
import { DetailList } from '../components/detail-list';
import { ServiceLines } from '../components/service-lines';
import { formatAppointment, formatInstant, orNotGiven, priceOrConsultation } from '../format';
import './record-dialog.css';

/** The full record of a deleted booking, for audit. */
export function DeletedBookingDialog({ booking, onClose }: { booking: StaffBooking; onClose: () => void }) {
  const data = booking.bookingData;
  return (
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
      </DialogBody>
      <DialogFooter>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </DialogFooter>
    </Dialog>
  );
}
