import type { BookingStatus } from './booking-status';
import { addDays, isIsoDate, manilaDate, manilaDateTimeToInstant } from './manila-date';
import { formatTimeLabel } from './time-slots';

/** How far ahead an appointment may be booked or moved, in days from today (Manila). */
export const MAX_DAYS_AHEAD = 366;

/** What a date or time field says when its value cannot be an appointment. */
export const APPOINTMENT_PROBLEMS = {
  notADate: 'Choose a real date (YYYY-MM-DD)',
  past: 'The date cannot be in the past',
  tooFar: 'Choose a date within the next 12 months',
  notASlot: 'Choose a time between 10:00 AM and 10:00 PM in 30-minute steps',
} as const;

/**
 * Why a `YYYY-MM-DD` date cannot be an appointment (not a real date, before today in Manila, more
 * than MAX_DAYS_AHEAD ahead), or undefined when it can. The API's schemas and the forms that check
 * without zod both ask this one function.
 */
export function appointmentDateProblem(date: string, now = new Date()): string | undefined {
  if (!isIsoDate(date)) return APPOINTMENT_PROBLEMS.notADate;
  const today = manilaDate(now);
  if (date < today) return APPOINTMENT_PROBLEMS.past;
  if (date > addDays(today, MAX_DAYS_AHEAD)) return APPOINTMENT_PROBLEMS.tooFar;
  return undefined;
}

/** The terms' notice: a booking may be cancelled online until this long before it starts. */
export const CANCEL_NOTICE_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/** Only these may still be cancelled or moved by the client. */
const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/** When a Manila appointment (`YYYY-MM-DD`, `HH:MM`) starts. */
export function appointmentStart(date: string, time: string): Date {
  return manilaDateTimeToInstant(date, time);
}

/** The last instant the client may cancel online: the start less the notice. */
export function cancelDeadline(date: string, time: string): Date {
  return new Date(appointmentStart(date, time).getTime() - CANCEL_NOTICE_HOURS * HOUR_MS);
}

export function isOpenStatus(status: BookingStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** Pending or confirmed, and at least 24 hours away. */
export function canCancelOnline(
  status: BookingStatus,
  date: string,
  time: string,
  now = new Date(),
): boolean {
  return isOpenStatus(status) && now.getTime() <= cancelDeadline(date, time).getTime();
}

/** Pending or confirmed, and not started yet. */
export function canRequestReschedule(
  status: BookingStatus,
  date: string,
  time: string,
  now = new Date(),
): boolean {
  return isOpenStatus(status) && now.getTime() < appointmentStart(date, time).getTime();
}

/** True when `time` on `date` is already behind us (only ever true for today or the past). */
export function slotHasPassed(date: string, time: string, now = new Date()): boolean {
  if (date > manilaDate(now)) return false;
  return appointmentStart(date, time).getTime() <= now.getTime();
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `{ weekday: 'Sat', day: '28 Nov' }`: a day as a strip of days shows it. */
export function dayParts(date: string): { weekday: string; day: string } {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return { weekday: '', day: date };
  return {
    weekday: WEEKDAYS[day.getUTCDay()] ?? '',
    day: `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`,
  };
}

/** `Sat, 28 Nov 2026, 1:30 PM`: how the booking's history names an appointment. */
export function formatAppointmentShort(date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return `${date}, ${time}`;
  const weekday = WEEKDAYS[day.getUTCDay()];
  const month = MONTHS[day.getUTCMonth()];
  return `${weekday}, ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}, ${formatTimeLabel(time)}`;
}
