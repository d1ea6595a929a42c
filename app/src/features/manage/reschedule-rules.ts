import { APPOINTMENT_PROBLEMS, appointmentDateProblem, slotHasPassed } from '@domain/appointment-time';
import { CHANGE_REQUEST_TEXT_LIMIT, MANAGE_MESSAGES } from '@domain/manage-booking';
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
 * one already gone today; the same functions the server's schema asks), and it must differ from the
 * appointment as it stands. The server checks again; these only spare the client a round trip.
 */
export function rescheduleErrors(
  values: RescheduleValues,
  current: { date: string; time: string },
  now: Date = new Date(),
): RescheduleErrors {
  const errors: RescheduleErrors = {};
  const date = values.date.trim();
  if (!date) errors.date = 'Choose a date';
  else {
    const problem = appointmentDateProblem(date, now);
    if (problem) errors.date = problem;
  }

  if (!values.time) errors.time = 'Choose a time';
  else if (!isTimeSlotValue(values.time)) errors.time = APPOINTMENT_PROBLEMS.notASlot;
  else if (!errors.date && slotHasPassed(date, values.time, now)) {
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
