import { formatTimeLabel } from '@domain/time-slots';
import type { AvailabilityState } from './use-availability';

/** One entry of the time list. */
export interface TimeChoice {
  value: string;
  label: string;
  disabled: boolean;
}

export const FULL = 'Full';
export const ONE_LEFT = '1 left';

/**
 * The time list as the clinic sees it: only starts that fit the place, date and cart; a full one is
 * shown but cannot be chosen and reads "Full"; the last place reads "1 left". The start this visitor
 * holds counts itself in `remaining`, so it stays choosable for them.
 */
export function timeChoices(
  state: AvailabilityState,
  heldTime: string | undefined,
  /** The starts the shared rules allow, listed when the clinic cannot be asked (offline). */
  offline: readonly string[] = [],
): TimeChoice[] | undefined {
  if (state.status === 'ready') {
    return state.slots.map((slot) => {
      const ours = slot.time === heldTime;
      const full = !ours && (!slot.available || slot.remaining <= 0);
      const note = full ? FULL : !ours && slot.remaining === 1 ? ONE_LEFT : '';
      return { value: slot.time, label: note ? `${slot.label} · ${note}` : slot.label, disabled: full };
    });
  }
  if (state.status === 'unreachable') {
    return offline.map((time) => ({ value: time, label: formatTimeLabel(time), disabled: false }));
  }
  return undefined;
}

/** Why the chosen time cannot be booked as the list now stands, or `undefined` when it can. */
export function chosenTimeProblem(
  choices: readonly TimeChoice[] | undefined,
  time: string,
): string | undefined {
  if (!time || !choices) return undefined;
  const choice = choices.find((entry) => entry.value === time);
  if (!choice)
    return 'This time is not offered for this place, date and treatment length. Choose another time';
  if (choice.disabled) return 'This time is now full. Choose another time';
  return undefined;
}
