import { slotHasPassed } from './appointment-time';
import {
  minuteOfDay,
  OPENING_HOURS,
  type OpeningHours,
  type PlaceId,
  START_STEP_MINUTES,
} from './opening-hours';
import { formatTimeLabel } from './time-slots';

/** What the form and the API say when a start cannot be booked; each names the problem. */
export const START_PROBLEMS = {
  notOnTheHalfHour: 'Choose a start on the hour or half hour',
  beforeOpening: (opens: string) => `We open at ${formatTimeLabel(opens)}. Choose a later start.`,
  endsAfterClosing: (minutes: number, closes: string) =>
    `A ${minutes}-minute visit starting then would end after we close at ${formatTimeLabel(closes)}. Choose an earlier start.`,
  passed: 'That time has already passed today. Choose a later start.',
  closedDate: 'We are closed on that date. Choose another day.',
} as const;

export interface StartRequest {
  place: PlaceId;
  /** `YYYY-MM-DD`, a Manila date. */
  date: string;
  /** `HH:MM`. */
  time: string;
  /** The visit's length (visitMinutes). */
  minutes: number;
  /** Dates the place is closed (from the database); none by default. */
  closedDates?: readonly string[];
  /**
   * The place's hours on that date in the current catalogue (null: closed that weekday); the
   * compiled hours when not given (the app, until it reads the catalogue).
   */
  hours?: OpeningHours | null;
  now?: Date;
}

/**
 * Why a visit cannot start then, or undefined when it fits: on the half hour, inside the place's
 * hours and ending by closing time, not already passed (Manila), and not on a closed date.
 */
export function startTimeProblem({
  place,
  date,
  time,
  minutes,
  closedDates = [],
  hours = OPENING_HOURS[place],
  now = new Date(),
}: StartRequest): string | undefined {
  if (hours === null) return START_PROBLEMS.closedDate;
  const start = minuteOfDay(time);
  if (start % START_STEP_MINUTES !== 0) return START_PROBLEMS.notOnTheHalfHour;
  if (start < minuteOfDay(hours.opens)) return START_PROBLEMS.beforeOpening(hours.opens);
  if (start + minutes > minuteOfDay(hours.closes)) {
    return START_PROBLEMS.endsAfterClosing(minutes, hours.closes);
  }
  if (slotHasPassed(date, time, now)) return START_PROBLEMS.passed;
  if (closedDates.includes(date)) return START_PROBLEMS.closedDate;
  return undefined;
}

export function startTimeFits(request: StartRequest): boolean {
  return startTimeProblem(request) === undefined;
}
