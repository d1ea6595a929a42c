import { formatAppointmentShort } from '@domain/appointment-time';
import { MANAGE_MESSAGES } from '@domain/manage-booking';
import { chosenTimeProblem, type TimeChoice } from '../booking/time/time-choices';

export interface MoveStart {
  date: string;
  time: string;
}

export interface MoveErrors {
  date?: string;
  time?: string;
}

/** A free start the clinic offered instead of a full one (a 409's `alternatives`). */
export interface MoveAlternative extends MoveStart {
  label: string;
}

export const YOUR_TIME_NOW = 'Your time now';

export const MOVE_NEEDS_CONNECTION =
  'Changing the time needs a connection. Nothing has changed: try again once you’re connected.';

/**
 * The free starts of the chosen day as the move lists them: the booking's own start reads
 * "Your time now" and cannot be chosen, since moving there changes nothing.
 */
export function moveChoices(
  times: readonly TimeChoice[] | undefined,
  date: string,
  current: MoveStart,
): TimeChoice[] | undefined {
  if (!times) return undefined;
  return times.map((choice) =>
    date === current.date && choice.value === current.time
      ? { value: choice.value, label: `${choice.label.split(' · ')[0]} · ${YOUR_TIME_NOW}`, disabled: true }
      : choice,
  );
}

/** What stops the move before it is sent: a day and a free time, not the one booked now. */
export function moveErrors(
  start: MoveStart,
  current: MoveStart,
  times: readonly TimeChoice[] | undefined,
): MoveErrors {
  if (!start.date) return { date: 'Choose a day' };
  if (!start.time) return { time: 'Choose a time' };
  if (start.date === current.date && start.time === current.time)
    return { time: MANAGE_MESSAGES.sameDateTime };
  const problem = chosenTimeProblem(times, start.time);
  return problem ? { time: problem } : {};
}

/** "Move to Fri, 28 Nov 2026, 2:00 PM?" */
export const moveQuestion = (start: MoveStart) =>
  `Move to ${formatAppointmentShort(start.date, start.time)}?`;

/** The nearest free starts a 409 offers, readable; anything malformed is left out. */
export function alternativesOf(body: unknown): MoveAlternative[] {
  const offered = (body as { alternatives?: unknown } | null)?.alternatives;
  if (!Array.isArray(offered)) return [];
  return offered.filter(
    (entry): entry is MoveAlternative =>
      typeof entry?.date === 'string' && typeof entry.time === 'string' && typeof entry.label === 'string',
  );
}
