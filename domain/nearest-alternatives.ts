import type { Slot } from './availability';
import { minuteOfDay } from './opening-hours';

/** A free start offered instead of a full one. */
export interface Alternative {
  date: string;
  time: string;
  label: string;
}

export const MAX_ALTERNATIVES = 6;

export interface DayOfSlots {
  date: string;
  slots: readonly Slot[];
}

/**
 * The nearest free starts to a full one: on the asked day first, closest in time (the earlier of
 * two equally close), then the following days in order, earliest start first; at most six.
 * `days` holds the asked day and the days after it, in date order.
 */
export function nearestAlternatives(
  asked: { date: string; time: string },
  days: readonly DayOfSlots[],
  limit = MAX_ALTERNATIVES,
): Alternative[] {
  const askedMinute = minuteOfDay(asked.time);
  const picked: Alternative[] = [];
  for (const day of days) {
    if (day.date < asked.date) continue;
    let free = day.slots.filter(
      (slot) => slot.available && !(day.date === asked.date && slot.time === asked.time),
    );
    if (day.date === asked.date) {
      free = [...free].sort(
        (a, b) =>
          Math.abs(minuteOfDay(a.time) - askedMinute) - Math.abs(minuteOfDay(b.time) - askedMinute) ||
          minuteOfDay(a.time) - minuteOfDay(b.time),
      );
    }
    for (const slot of free) {
      if (picked.length >= limit) return picked;
      picked.push({ date: day.date, time: slot.time, label: slot.label });
    }
  }
  return picked;
}
