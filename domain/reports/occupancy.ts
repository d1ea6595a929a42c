import { hoursOnDate } from '../branch-hours';
import type { WeeklyHours } from '../catalogue/catalogue-shapes';
import { minuteOfDay } from '../opening-hours';
import { datesInRange, percentage } from './report-range';

/** Minutes a place is open over the period: its weekday hours, less the dates it is closed. */
export function openMinutesInRange(
  hours: WeeklyHours,
  closedDates: ReadonlySet<string>,
  from: string,
  to: string,
): number {
  let minutes = 0;
  for (const date of datesInRange(from, to)) {
    const day = hoursOnDate(hours, date);
    if (!day || closedDates.has(date)) continue;
    minutes += Math.max(0, minuteOfDay(day.closes) - minuteOfDay(day.opens));
  }
  return minutes;
}

/** How full a branch or resource was: booked minutes over the minutes it could have been booked. */
export function fullness(bookedMinutes: number, capacityMinutes: number): number {
  return percentage(bookedMinutes, capacityMinutes);
}
