import {
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
} from '@domain/consultation-status';
import '../components/badges.css';

const VARIANTS: Record<ConsultationStatus, string> = {
  pending: 'secondary',
  confirmed: 'default',
  done: 'outline',
  cancelled: 'destructive',
  'no-show': 'destructive',
};

export function consultationStatusOf(value: unknown): ConsultationStatus {
  return (CONSULTATION_STATUSES as readonly unknown[]).includes(value)
    ? (value as ConsultationStatus)
    : 'pending';
}

export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  return (
    <span className={`badge badge--${VARIANTS[status]}`} data-status={status}>
      <span className="visually-hidden">Status: </span>
      {CONSULTATION_STATUS_LABELS[status]}
    </span>
  );
}
