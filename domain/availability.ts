import { slotHasPassed } from './appointment-time';
import {
  minuteOfDay,
  OPENING_HOURS,
  type OpeningHours,
  type PlaceId,
  START_STEP_MINUTES,
  startsWithinHours,
} from './opening-hours';
import { formatTimeLabel } from './time-slots';

/** A visit that takes a place: a pending or confirmed booking, a consultation, or a live hold. */
export interface BusyVisit {
  /** `HH:MM`. */
  time: string;
  minutes: number;
}

export interface Slot {
  /** `HH:MM`. */
  time: string;
  /** `2:00 PM`. */
  label: string;
  /** How many more visits of the asked length fit at this start. */
  remaining: number;
  available: boolean;
}

const STEPS_PER_DAY = (24 * 60) / START_STEP_MINUTES;

/** How many visits are under way in each half hour of the day. */
export function occupancy(visits: readonly BusyVisit[]): number[] {
  const busy = new Array<number>(STEPS_PER_DAY).fill(0);
  for (const visit of visits) {
    const first = Math.floor(minuteOfDay(visit.time) / START_STEP_MINUTES);
    const steps = Math.max(1, Math.ceil(visit.minutes / START_STEP_MINUTES));
    for (let step = first; step < Math.min(first + steps, STEPS_PER_DAY); step += 1)
      busy[step] = (busy[step] ?? 0) + 1;
  }
  return busy;
}

/**
 * How many more visits of `minutes` can start at `time`: the capacity less the busiest half hour
 * the visit would cover (a visit needs its place for its whole length, not only at its start).
 */
export function remainingAt(
  busy: readonly number[],
  capacity: number,
  time: string,
  minutes: number,
): number {
  const first = Math.floor(minuteOfDay(time) / START_STEP_MINUTES);
  const steps = Math.max(1, Math.ceil(minutes / START_STEP_MINUTES));
  let peak = 0;
  for (let step = first; step < first + steps; step += 1) peak = Math.max(peak, busy[step] ?? 0);
  return Math.max(0, capacity - peak);
}

export interface DayAvailability {
  place: PlaceId;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The asked visit's length. */
  minutes: number;
  /** Parallel visits the place takes. */
  capacity: number;
  visits: readonly BusyVisit[];
  closed: boolean;
  /** The place's hours that day in the current catalogue (null: closed that weekday); compiled when not given. */
  hours?: OpeningHours | null;
  now?: Date;
}

/**
 * The starts a visit of `minutes` can be offered on one day: inside the hours and ending by closing,
 * not already passed, none on a closed day; full ones stay in the list as unavailable.
 */
export function daySlots({
  place,
  date,
  minutes,
  capacity,
  visits,
  closed,
  hours = OPENING_HOURS[place],
  now = new Date(),
}: DayAvailability): Slot[] {
  if (closed || hours === null) return [];
  const busy = occupancy(visits);
  return startsWithinHours(place, minutes, hours)
    .filter((time) => !slotHasPassed(date, time, now))
    .map((time) => {
      const remaining = remainingAt(busy, capacity, time, minutes);
      return { time, label: formatTimeLabel(time), remaining, available: remaining > 0 };
    });
}
