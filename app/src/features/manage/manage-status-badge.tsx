import { type BookingStatus, CLIENT_BOOKING_STATUS_LABELS } from '@domain/booking-status';

export function ManageStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`manage-status manage-status--${status}`}>
      <span className="visually-hidden">Status: </span>
      {CLIENT_BOOKING_STATUS_LABELS[status] ?? status}
    </span>
  );
}
