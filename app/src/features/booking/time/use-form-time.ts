import { useMemo } from 'react';
import type { HoldForm } from './hold-state';
import { offlineStarts } from './offline-starts';
import { chosenTimeProblem, type TimeChoice, timeChoices } from './time-choices';
import { type AvailabilityState, useAvailability } from './use-availability';
import { type DayStripState, useDayStrip } from './use-day-strip';
import { type BookingHold, useHold } from './use-hold';

export interface FormTime {
  hold: BookingHold;
  /** What the time field lists, hints and says is wrong. */
  schedule: {
    times: readonly TimeChoice[] | undefined;
    timeHint: string;
    timeProblem: string | undefined;
    strip: DayStripState;
  };
}

interface FormTimeOptions {
  form: HoldForm;
  /** A branch, `home`, or `online`; empty while not chosen. */
  branch: string;
  date: string;
  time: string;
  services: readonly string[];
  /** The practitioner the client chose (booking form); empty or absent for Anyone. */
  practitionerId?: string;
  active: boolean;
  onExpire(): void;
}

const HINTS: Record<AvailabilityState['status'], string> = {
  idle: 'Choose a day to see the free times',
  loading: 'Checking the free times…',
  ready: 'Manila time. Free times are checked again every 30 seconds',
  unreachable: 'Manila time. Offline: the clinic checks the time when your booking is sent',
};

export const JUST_TAKEN = 'This time was just taken. Choose another time';

/**
 * The time part of a checkout form: the clinic's free starts for the place, date and cart, and the
 * hold on the chosen one. Used by the booking and the consultation forms alike.
 */
export function useFormTime({
  form,
  branch,
  date,
  time,
  services,
  practitionerId,
  active,
  onExpire,
}: FormTimeOptions): FormTime {
  const chosen = practitionerId || undefined;
  const query = branch && date ? { branch, date, services, practitionerId: chosen } : undefined;
  const availability = useAvailability(active ? query : undefined);
  const strip = useDayStrip(branch, services, active, chosen);
  // Counted as ours while deciding whether to ask: the hold we may already have fills that place.
  const unreachable = availability.state.status === 'unreachable';
  const offline = useMemo(
    () => (unreachable && branch && date ? offlineStarts(branch, date, services) : []),
    [unreachable, branch, date, services],
  );
  const choosable = chosenTimeProblem(timeChoices(availability.state, time, offline), time) === undefined;
  const hold = useHold({
    form,
    target: query && time ? { ...query, time } : undefined,
    choosable,
    active,
    onExpire,
    onFull: availability.refresh,
  });
  const times = timeChoices(availability.state, hold.hold?.time, offline);
  const timeProblem = hold.status === 'full' ? JUST_TAKEN : chosenTimeProblem(times, time);
  return { hold, schedule: { times, timeHint: HINTS[availability.state.status], timeProblem, strip } };
}
