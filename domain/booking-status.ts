import { manilaDateTimeToInstant } from './manila-date';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** How a status reads to the client (the manage page, My bookings); the desk keeps its shorter words. */
export const CLIENT_BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'Missed',
};

const NEXT_STATUS: Partial<Record<BookingStatus, BookingStatus>> = {
  pending: 'confirmed',
  confirmed: 'completed',
};

/** The one-click advance of the dashboard: pending to confirmed to completed; the rest stop. */
export function nextStatus(status: BookingStatus): BookingStatus | undefined {
  return NEXT_STATUS[status];
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** What can only be said of a visit once it has begun: it happened, or the client did not come. */
export const AFTER_START_STATUSES: readonly BookingStatus[] = ['completed', 'no-show'];

export const NOT_STARTED_MESSAGE = 'The appointment has not started yet: it cannot be completed or a no-show';

/** True once the appointment's Manila start time has passed. */
export function hasStarted(date: string, time: string, now: Date = new Date()): boolean {
  return manilaDateTimeToInstant(date, time).getTime() <= now.getTime();
}

/** Completed and No-show wait for the start; every other status can be set at any time. */
export function statusAllowedNow(
  status: BookingStatus,
  date: string,
  time: string,
  now = new Date(),
): boolean {
  return !AFTER_START_STATUSES.includes(status) || hasStarted(date, time, now);
}

export const SERVICE_TYPES = ['clinic', 'home'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
