import { BOOKING_STATUS_LABELS, type BookingStatus, isBookingStatus } from '@domain/booking-status';
import { branchLabel } from '../format';
import './badges.css';

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

const STATUS_VARIANTS: Record<BookingStatus, BadgeVariant> = {
  confirmed: 'default',
  pending: 'secondary',
  arrived: 'default',
  'in-treatment': 'default',
  cancelled: 'destructive',
  completed: 'outline',
  'no-show': 'destructive',
};

export function StatusBadge({ status }: { status: string }) {
  const known = isBookingStatus(status);
  const variant = known ? STATUS_VARIANTS[status] : 'secondary';
  return (
    <span className={`badge badge--${variant}`} data-status={status}>
      <span className="visually-hidden">Status: </span>
      {known ? BOOKING_STATUS_LABELS[status] : status}
    </span>
  );
}

export function BranchBadge({ branch }: { branch: string }) {
  return (
    <span className="badge badge--branch">
      <span className="visually-hidden">Branch: </span>
      {branchLabel(branch)}
    </span>
  );
}

export function DeletedBadge() {
  return <span className="badge badge--destructive">Deleted</span>;
}

/** A booking the client's health form put under review: the desk calls before confirming it. */
export function ReviewBadge() {
  return <span className="badge badge--review">For review: health form</span>;
}
