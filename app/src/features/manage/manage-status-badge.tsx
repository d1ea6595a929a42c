import type { BookingStatus } from '@domain/booking-status';

const LABELS: Record<BookingStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'Missed',
};

export function ManageStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`manage-status manage-status--${status}`}>
      <span className="visually-hidden">Status: </span>
      {LABELS[status] ?? status}
    </span>
  );
}
