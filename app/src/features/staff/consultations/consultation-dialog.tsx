import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { OnlineConsultation } from '../api/types';
import { DetailList } from '../components/detail-list';
import { formatAppointment, formatInstant, orNotGiven } from '../format';
import { StaffPaymentPanel } from '../payments/staff-payment-panel';
import '../archive/record-dialog.css';

export const CONSULTATION_TYPE = 'Online Video Consultation';

export function ConsultationDialog({
  consultation,
  onClose,
}: {
  consultation: OnlineConsultation;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={`Online Consultation - ${consultation.customerName}`}
      description={`Type: ${CONSULTATION_TYPE}`}
      onClose={onClose}
    >
      <DialogBody>
        <DetailList
          details={[
            { label: 'Booking Number', value: consultation.bookingNumber },
            { label: 'Consultation Date', value: formatAppointment(consultation.date, consultation.time) },
            { label: 'Booked At', value: formatInstant(consultation.createdAt) },
            { label: 'Email', value: orNotGiven(consultation.email) },
            { label: 'Phone', value: orNotGiven(consultation.phone) },
            { label: 'Age', value: orNotGiven(consultation.age) },
          ]}
        />
        <StaffPaymentPanel
          owner={{ kind: 'consultation', id: consultation._id }}
          customerName={consultation.customerName}
          totalPrice={consultation.totalPrice}
          payment={consultation.payment}
          disabledReason={null}
        />
        {consultation.notes?.trim() ? (
          <>
            <h3 className="record-dialog__heading">Notes</h3>
            <p className="record-dialog__notes">{consultation.notes}</p>
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
