import type { StaffBooking } from '../api/types';
import { BranchBadge, DeletedBadge, StatusBadge } from '../components/badges';
import { RecordCard } from '../components/record-card';
import { formatAppointment, formatInstant, orNotGiven } from '../format';

interface ArchiveBookingCardProps {
  kind: 'completed' | 'deleted';
  booking: StaffBooking;
  onView: () => void;
}

/** A deleted booking (who deleted it, when) or a completed one (when booked, when served). */
export function ArchiveBookingCard({ kind, booking, onView }: ArchiveBookingCardProps) {
  const data = booking.bookingData;
  const details =
    kind === 'deleted'
      ? [
          { label: 'Deleted At', value: formatInstant(booking.deletedAt) },
          { label: 'Deleted By', value: orNotGiven(booking.deletedBy) },
        ]
      : [
          { label: 'Booked At', value: formatInstant(booking.createdAt) },
          { label: 'Service Date', value: formatAppointment(data.date, data.time) },
        ];
  return (
    <RecordCard
      title={data.bookingNumber}
      subtitle={data.customerName}
      badges={
        <>
          {kind === 'deleted' ? <DeletedBadge /> : <StatusBadge status={booking.status} />}
          <BranchBadge branch={data.branch} />
        </>
      }
      details={details}
      viewLabel={`booking ${data.bookingNumber}`}
      onView={onView}
    />
  );
}
