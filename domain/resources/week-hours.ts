import { weekdayOf } from '../branch-hours';
import type { DayHours, Weekday } from '../catalogue/catalogue-shapes';
import { WEEKDAYS } from '../catalogue/catalogue-shapes';
import { addDays } from '../manila-date';
import { formatTimeLabel } from '../time-slots';
import { workingRanges } from './resource-hours';
import type { Resource, TimeRange } from './resource-shapes';

const SHORT_DAY: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Monday to Sunday of the week `date` (`YYYY-MM-DD`) falls in. */
export function weekDates(date: string): string[] {
  const monday = addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
  return WEEKDAYS.map((_, index) => addDays(monday, index));
}

/** Why a date differs from its weekday, in the desk's words, or '' when it does not. */
function noteOn(resource: Pick<Resource, 'kind' | 'schedule'>, date: string, open: boolean): string {
  if (!open) return 'branch closed';
  const exception = resource.schedule?.exceptions.find((entry) => entry.date === date);
  if (!exception) return '';
  if ('hours' in exception) return 'special hours';
  return resource.kind === 'practitioner' ? 'day off' : 'in maintenance';
}

function rangesText(ranges: readonly TimeRange[]): string {
  return ranges.map(([from, to]) => `${formatTimeLabel(from)} to ${formatTimeLabel(to)}`).join(', ');
}

/**
 * A resource's hours on `dates` (a week, Monday first) as the desk reads them, days with the same
 * hours and no exception joined: 'Mon-Fri 10:00 AM to 6:00 PM', 'Sat off (day off)'. The same rule
 * as availability (`workingRanges`); `branchHours` is the branch's hours on a date, null when closed.
 */
export function weekHoursLines(
  resource: Pick<Resource, 'kind' | 'schedule' | 'active'> & { branch?: Resource['branch'] },
  dates: readonly string[],
  branchHours: (date: string) => DayHours | null,
): string[] {
  if (!resource.active) return ['Not offered'];
  const days = dates.map((date) => {
    const hours = branchHours(date);
    const ranges = workingRanges(resource, date, hours);
    const note = noteOn(resource, date, hours !== null);
    return { day: SHORT_DAY[weekdayOf(date)], text: ranges.length > 0 ? rangesText(ranges) : 'off', note };
  });
  if (days.every((entry) => entry.text === 'off' && entry.note === '')) return ['No hours this week'];
  const lines: string[] = [];
  let start = 0;
  for (let index = 1; index <= days.length; index += 1) {
    const previous = days[index - 1];
    const current = days[index];
    if (!previous) continue;
    if (current && current.note === '' && previous.note === '' && current.text === previous.text) continue;
    const first = days[start]?.day ?? previous.day;
    const span = first === previous.day ? first : `${first}-${previous.day}`;
    lines.push(`${span} ${previous.text}${previous.note ? ` (${previous.note})` : ''}`);
    start = index;
  }
  return lines;
}
