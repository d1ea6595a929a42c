import { manilaDate } from '@domain/manila-date';
import { formatTimeLabel } from '@domain/time-slots';
import type { OnlineConsultation } from '../api/types';
import { RecordCard } from '../components/record-card';
import { formatAppointment, formatInstant, formatPhone, orNotGiven } from '../format';
import { PaymentBadge } from '../payments/payment-badge';
import { consultantName } from './consultant-name';
import { askedToMove, pendingRequestOf } from './consultation-request-panel';
import { ConsultationStatusBadge, consultationStatusOf } from './consultation-status-badge';

/** A client's request for another time waits on staff: the card says so, opened from View. */
function timeRequestDetail(consultation: OnlineConsultation) {
  const request = pendingRequestOf(consultation);
  return request ? [{ label: 'Time request', value: <strong>{askedToMove(request)}</strong> }] : [];
}

export function ConsultationCard({
  consultation,
  onView,
}: {
  consultation: OnlineConsultation;
  onView: () => void;
}) {
  const today = consultation.date === manilaDate();
  const status = consultationStatusOf(consultation.status);
  // A link is work still to do only for a call still to happen; a cancelled or finished one needs none.
  const awaitsCall = status === 'pending' || status === 'confirmed';
  return (
    <RecordCard
      title={consultation.customerName}
      subtitle={consultation.bookingNumber}
      details={[
        {
          label: 'Status',
          value: <ConsultationStatusBadge status={status} />,
        },
        {
          label: 'Call',
          value: today
            ? `Today at ${formatTimeLabel(consultation.time)}`
            : formatAppointment(consultation.date, consultation.time),
        },
        { label: 'Consultant', value: consultantName(consultation) },
        {
          label: 'Video-call link',
          value: consultation.videoLink ? 'Set' : awaitsCall ? 'Not set yet' : 'None',
        },
        { label: 'Email', value: orNotGiven(consultation.email) },
        { label: 'Phone', value: formatPhone(consultation.phone) },
        { label: 'Booked At', value: formatInstant(consultation.createdAt) },
        { label: 'Payment', value: <PaymentBadge payment={consultation.payment} /> },
        ...timeRequestDetail(consultation),
      ]}
      viewLabel={`consultation of ${consultation.customerName}`}
      onView={onView}
    />
  );
}
