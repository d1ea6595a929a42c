import type { DayHours, Weekday, WeeklyHours } from './catalogue/catalogue-shapes';
import { WEEKDAYS } from './catalogue/catalogue-shapes';
import { formatTimeLabel } from './time-slots';
import { WEEKDAY_NAMES } from './weekday-names';

/** "Mon": the short form of the desk's weekday names. */
const shortName = (day: Weekday) => WEEKDAY_NAMES[day].slice(0, 3);

/** The same hours on every day of the week. */
export function dailyHours(hours: DayHours): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { ...hours }])) as WeeklyHours;
}

/** The weekday of a `YYYY-MM-DD` calendar date (the date itself, no time zone involved). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number);
  const index = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  // getUTCDay counts from Sunday.
  return WEEKDAYS[(index + 6) % 7] as Weekday;
}

/** The hours on that date's weekday, or null when closed that weekday. */
export function hoursOnDate(weekly: WeeklyHours, date: string): DayHours | null {
  return weekly[weekdayOf(date)];
}

function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a?.opens === b?.opens && a?.closes === b?.closes;
}

function rangeText(hours: DayHours | null): string {
  return hours ? `${formatTimeLabel(hours.opens)} to ${formatTimeLabel(hours.closes)}` : 'closed';
}

/** 'Daily, 10:00 AM to 8:00 PM', or runs of days: 'Mon-Sat, 10:00 AM to 8:00 PM; Sun, closed'. */
export function weeklyHoursText(weekly: WeeklyHours): string {
  const first = weekly.mon;
  if (first && WEEKDAYS.every((day) => sameHours(weekly[day], first))) return `Daily, ${rangeText(first)}`;
  const runs: string[] = [];
  let start = 0;
  for (let index = 1; index <= WEEKDAYS.length; index += 1) {
    const previous = WEEKDAYS[index - 1] as Weekday;
    const current = WEEKDAYS[index];
    if (current && sameHours(weekly[current], weekly[previous])) continue;
    const from = WEEKDAYS[start] as Weekday;
    const days = from === previous ? shortName(from) : `${shortName(from)}-${shortName(previous)}`;
    runs.push(`${days}, ${rangeText(weekly[previous])}`);
    start = index;
  }
  return runs.join('; ');
}
