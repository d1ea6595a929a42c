import type { Slot } from './availability';

/** Days a strip may cover: two weeks by default, a month at most (one read of the place's load). */
export const STRIP_DAYS = 14;
export const MAX_STRIP_DAYS = 31;

/** One day of the strip: how many starts are still free, and whether the place is closed. */
export interface StripDay {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Starts still free for the asked visit (0 on a full or closed day). */
  free: number;
  closed: boolean;
}

/** The first free start, with its day, or null when none is free in the strip. */
export interface NextAvailable {
  date: string;
  time: string;
  label: string;
}

export interface DayOfStrip {
  date: string;
  closed: boolean;
  slots: readonly Slot[];
}

/** The strip of days and its first free start, from each day's starts in date order. */
export function stripOf(days: readonly DayOfStrip[]): { days: StripDay[]; next: NextAvailable | null } {
  let next: NextAvailable | null = null;
  const strip = days.map((day) => {
    const free = day.slots.filter((slot) => slot.available);
    const first = free[0];
    if (next === null && first) next = { date: day.date, time: first.time, label: first.label };
    return { date: day.date, free: free.length, closed: day.closed };
  });
  return { days: strip, next };
}
