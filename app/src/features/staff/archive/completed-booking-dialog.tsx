import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { StaffBooking } from '../api/types';
import { BranchBadge, StatusBadge } from '../components/badges';
import { DetailList } from '../components/detail-list';
import { ServiceLines } from '../components/service-lines';
import { formatAppointment, formatInstant, orNotGiven, priceOrConsultation } from '../format';
import { StaffPaymentPanel } from '../payments/staff-payment-panel';
import './record-dialog.css';

/** The full record of a completed booking, with who last changed it. */
export function CompletedBookingDialog({ booking, onClose }: { booking: StaffBooking; onClose: () => void }) {
  const data = booking.bookingData;
  return (
    <Dialog
      title={`Completed Booking - ${data.customerName}`}
      description={`Booking ${data.bookingNumber}`}
      onClose={onClose}
      size="large"
    >
      <DialogBody>
        <div className="record-dialog__badges">
          <StatusBadge status={booking.status} />
          <BranchBadge branch={data.branch} />
        </div>
        <DetailList
          details={[
            { label: 'Booking Number', value: data.bookingNumber },
            { label: 'Customer Name', value: data.customerName },
            { label: 'Email', value: orNotGiven(data.email) },
            { label: 'Phone', value: orNotGiven(data.phone) },
            { label: 'Booked At', value: formatInstant(booking.createdAt) },
            { label: 'Service Date', value: formatAppointment(data.date, data.time) },
            { label: 'Age', value: orNotGiven(data.age) },
            { label: 'Updated By', value: orNotGiven(booking.updatedBy) },
            { label: 'Address', value: orNotGiven(data.address), wide: true },
            { label: 'Landmark', value: orNotGiven(data.landmark), wide: true },
          ]}
        />
        <h3 className="record-dialog__heading">Services</h3>
        <ServiceLines items={booking.cartItems ?? []} />
        <p className="record-dialog__total">
          <span>Total Amount</span>
          <strong>{priceOrConsultation(booking.totalPrice)}</strong>
        </p>
        <StaffPaymentPanel
          owner={{ kind: 'booking', id: booking._id }}
          customerName={data.customerName}
          totalPrice={booking.totalPrice}
          payment={booking.payment}
          disabledReason={null}
        />
        {booking.noteAdmin?.trim() ? (
          <>
            <h3 className="record-dialog__heading">Admin note</h3>
            <p className="record-dialog__notes">{booking.noteAdmin}</p>
          </>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </DialogFooter>
    </Dialog>
  );
}
