import { MAX_DAYS_AHEAD, slotHasPassed } from '@domain/appointment-time';
import { CHANGE_REQUEST_TEXT_LIMIT, MANAGE_MESSAGES } from '@domain/manage-booking';
import { addDays, isIsoDate, manilaDate } from '@domain/manila-date';
import { isTimeSlotValue } from '@domain/time-slots';

export const MESSAGE_LIMIT = CHANGE_REQUEST_TEXT_LIMIT;

export interface RescheduleValues {
  date: string;
  time: string;
  message: string;
}

export type RescheduleField = keyof RescheduleValues;
export type RescheduleErrors = Partial<Record<RescheduleField, string>>;

/**
 * The booking form's rules for a new date and time (today to a year ahead, one of the 25 slots, not
 * one already gone today), and it must differ from the appointment as it stands. The server checks
 * the same again; these only spare the client a round trip.
 */
export function rescheduleErrors(
  values: RescheduleValues,
  current: { date: string; time: string },
  now: Date = new Date(),
): RescheduleErrors {
  const errors: RescheduleErrors = {};
  const today = manilaDate(now);
  const date = values.date.trim();
  if (!date) errors.date = 'Choose a date';
  else if (!isIsoDate(date)) errors.date = 'Choose a real date (YYYY-MM-DD)';
  else if (date < today) errors.date = 'The date cannot be in the past';
  else if (date > addDays(today, MAX_DAYS_AHEAD)) errors.date = 'Choose a date within the next 12 months';

  if (!values.time) errors.time = 'Choose a time';
  else if (!isTimeSlotValue(values.time)) {
    errors.time = 'Choose a time between 10:00 AM and 10:00 PM in 30-minute steps';
  } else if (!errors.date && slotHasPassed(date, values.time, now)) {
    errors.time = MANAGE_MESSAGES.slotPassed;
  }

  if (!errors.date && !errors.time && date === current.date && values.time === current.time) {
    errors.time = MANAGE_MESSAGES.sameDateTime;
  }
  if (values.message.trim().length > MESSAGE_LIMIT) {
    errors.message = `Your message must be at most ${MESSAGE_LIMIT} characters`;
  }
  return errors;
}
