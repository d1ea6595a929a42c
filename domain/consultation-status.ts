import { hasStarted } from './booking-status';

/** Where an online consultation stands at the desk. */
export const CONSULTATION_STATUSES = ['pending', 'confirmed', 'done', 'cancelled', 'no-show'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  done: 'Done',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** The statuses that free the call's time: it no longer takes a place (place_room and busy-visits). */
export const FREED_CONSULTATION_STATUSES: readonly ConsultationStatus[] = ['cancelled', 'no-show'];

/** Done and No-show wait for the call's start; every other status can be set at any time. */
export function consultationStatusAllowedNow(
  status: ConsultationStatus,
  date: string,
  time: string,
  now = new Date(),
): boolean {
  return (status !== 'done' && status !== 'no-show') || hasStarted(date, time, now);
}

export const CONSULTATION_STATUS_MESSAGES = {
  notStarted: 'The call has not started yet: it cannot be done or a no-show',
  cancelledIsFinal: 'A cancelled consultation cannot be reopened: its time may be taken; book a new one',
  linkOnCancelled: 'A cancelled consultation has no call to link to',
} as const;

/** Longest video-call link kept. */
export const VIDEO_LINK_MAX = 500;

/** A call still to happen (pending or confirmed): the only ones whose time can still move. */
export function consultationCanMove(status: ConsultationStatus | undefined): boolean {
  return status === undefined || status === 'pending' || status === 'confirmed';
}
