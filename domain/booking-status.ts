import { manilaDate, manilaDateTimeToInstant } from './manila-date';

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'arrived',
  'in-treatment',
  'completed',
  'cancelled',
  'no-show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  'in-treatment': 'In treatment',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/** How a status reads to the client (the manage page, My bookings); the desk keeps its shorter words. */
export const CLIENT_BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  arrived: 'Checked in',
  'in-treatment': 'In treatment',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'Missed',
};

const NEXT_STATUS: Partial<Record<BookingStatus, BookingStatus>> = {
  pending: 'confirmed',
  confirmed: 'arrived',
  arrived: 'in-treatment',
  'in-treatment': 'completed',
};

/**
 * The one-tap advance of the schedule and the card: pending, confirmed, arrived, in treatment,
 * completed; the rest stop.
 */
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

/** The visit is under way at the clinic: the client came and waits, or is being treated. */
export const ARRIVAL_STATUSES: readonly BookingStatus[] = ['arrived', 'in-treatment'];

/**
 * The statuses the desk sets in one tap, without the update code (issue 29: "one tap each, with the
 * time"): they say where the client is, not what the visit became, so nothing is sent to the client and
 * a repeat is harmless. Every other status change still asks for the SPEC's update code.
 */
export const ONE_TAP_STATUSES: readonly BookingStatus[] = ARRIVAL_STATUSES;

/**
 * The statuses of a visit that still holds its place (capacity, rooms, practitioners, the person's
 * one-visit-at-a-time rule): coming, or under way at the clinic. Every `status in (...)` of the
 * availability SQL says the same (HOLDING_STATUSES_SQL).
 */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'arrived', 'in-treatment'];
export const HOLDING_STATUSES_SQL = HOLDING_STATUSES.map((status) => `'${status}'`).join(', ');

/** A client may be marked arrived from this long before the start, on the visit's Manila day only. */
export const ARRIVAL_EARLY_HOURS = 2;

export const NOT_THE_DAY_MESSAGE = `A client is marked arrived or in treatment on the day of the visit only, from ${ARRIVAL_EARLY_HOURS} hours before the start`;
export const ARRIVAL_FROM_CANCELLED_MESSAGE =
  'This visit is cancelled: set it back to Confirmed before marking the client arrived';

/** True from ARRIVAL_EARLY_HOURS before the start until the end of the visit's Manila day. */
export function arrivalOpen(date: string, time: string, now: Date = new Date()): boolean {
  const opens = manilaDateTimeToInstant(date, time).getTime() - ARRIVAL_EARLY_HOURS * 60 * 60 * 1000;
  return manilaDate(now) === date && now.getTime() >= opens;
}

/**
 * Completed and No-show wait for the start; Arrived and In treatment wait for the arrival window
 * (the day, from shortly before the start); every other status can be set at any time.
 */
export function statusAllowedNow(
  status: BookingStatus,
  date: string,
  time: string,
  now = new Date(),
): boolean {
  if (ARRIVAL_STATUSES.includes(status)) return arrivalOpen(date, time, now);
  return !AFTER_START_STATUSES.includes(status) || hasStarted(date, time, now);
}

/** Why a status cannot be set now, or undefined when it can (the 409's words). */
export function statusRefusal(
  from: BookingStatus,
  to: BookingStatus,
  date: string,
  time: string,
  now = new Date(),
): string | undefined {
  if (ARRIVAL_STATUSES.includes(to) && from === 'cancelled') return ARRIVAL_FROM_CANCELLED_MESSAGE;
  if (statusAllowedNow(to, date, time, now)) return undefined;
  return ARRIVAL_STATUSES.includes(to) ? NOT_THE_DAY_MESSAGE : NOT_STARTED_MESSAGE;
}

export interface ArrivalTimes {
  arrivedAt: Date | null;
  inTreatmentAt: Date | null;
}

/**
 * The times kept with a status change: Arrived stamps the arrival; In treatment stamps the start of
 * treatment (and the arrival too, when the desk skipped it); Completed and No-show keep what was
 * stamped; going back to before the arrival clears both, back to Arrived clears the treatment.
 */
export function arrivalTimes(to: BookingStatus, before: ArrivalTimes, now: Date): ArrivalTimes {
  switch (to) {
    case 'arrived':
      return { arrivedAt: before.arrivedAt ?? now, inTreatmentAt: null };
    case 'in-treatment':
      return { arrivedAt: before.arrivedAt ?? now, inTreatmentAt: before.inTreatmentAt ?? now };
    case 'completed':
    case 'no-show':
      return before;
    default:
      return { arrivedAt: null, inTreatmentAt: null };
  }
}

/**
 * The one-tap advance offered now: the next status when it may be set now; Completed for a started
 * visit whose arrival window has closed; else undefined.
 */
export function advanceNow(
  status: string,
  date: string,
  time: string,
  now = new Date(),
): BookingStatus | undefined {
  const next = isBookingStatus(status) ? nextStatus(status) : undefined;
  if (next && statusAllowedNow(next, date, time, now)) return next;
  // A visit of an earlier day was never marked arrived: it may still be completed in one tap.
  if (next && ARRIVAL_STATUSES.includes(next) && statusAllowedNow('completed', date, time, now))
    return 'completed';
  return undefined;
}

/** Minutes a client has waited since arriving (never below zero). */
export function minutesWaited(arrivedAt: Date | string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(arrivedAt).getTime()) / 60_000));
}

export const SERVICE_TYPES = ['clinic', 'home'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
