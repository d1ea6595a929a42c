import type { OnlineConsultation } from '../api/types';
import { RecordCard } from '../components/record-card';
import { formatAppointment, formatInstant, orNotGiven } from '../format';
import { PaymentBadge } from '../payments/payment-badge';

export function ConsultationCard({
  consultation,
  onView,
}: {
  consultation: OnlineConsultation;
  onView: () => void;
}) {
  return (
    <RecordCard
      title={consultation.customerName}
      subtitle={consultation.bookingNumber}
      details={[
        { label: 'Email', value: orNotGiven(consultation.email) },
        { label: 'Phone', value: orNotGiven(consultation.phone) },
        { label: 'Booked At', value: formatInstant(consultation.createdAt) },
        { label: 'Consultation Date', value: formatAppointment(consultation.date, consultation.time) },
        { label: 'Payment', value: <PaymentBadge payment={consultation.payment} /> },
      ]}
      viewLabel={`consultation of ${consultation.customerName}`}
      onView={onView}
    />
  );
}
