import { weekdayOf } from '../branch-hours';
import type { DayHours } from '../catalogue/catalogue-shapes';
import { minuteOfDay, ONLINE_PLACE, type PlaceId, timeOfMinute } from '../opening-hours';
import type { Resource, TimeRange } from './resource-shapes';

/** A span of one day in minutes from midnight, end excluded. */
export interface MinuteSpan {
  start: number;
  end: number;
}

/** Sorted, with spans that touch or overlap joined (10-14 and 14-18 are one 10-18). */
export function joinedSpans(spans: readonly MinuteSpan[]): MinuteSpan[] {
  const joined: MinuteSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = joined[joined.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

function spansOf(ranges: readonly TimeRange[]): MinuteSpan[] {
  return joinedSpans(ranges.map(([from, to]) => ({ start: minuteOfDay(from), end: minuteOfDay(to) })));
}

/**
 * When a resource is there on a date: that date's exception if there is one, else its weekly
 * schedule's weekday, else (no weekly schedule) the branch's hours for a room, a machine or an online
 * consultant (the upgrade's "Consultant 1..N" keep the online hours until the clinic states theirs)
 * and nothing for a clinic's practitioner, whose hours the clinic has to state. `branchHours` is the
 * branch's hours that day from the current catalogue, null when it is closed; a closed branch has
 * nobody.
 */
export function workingSpans(
  resource: Pick<Resource, 'kind' | 'schedule' | 'active'> & { branch?: PlaceId },
  date: string,
  branchHours: DayHours | null,
): MinuteSpan[] {
  if (!resource.active || !branchHours) return [];
  const exception = resource.schedule?.exceptions.find((entry) => entry.date === date);
  if (exception) return 'off' in exception ? [] : spansOf(exception.hours);
  const weekly = resource.schedule?.weekly;
  if (weekly) return spansOf(weekly[weekdayOf(date)] ?? []);
  if (resource.kind === 'practitioner' && resource.branch !== ONLINE_PLACE) return [];
  return [{ start: minuteOfDay(branchHours.opens), end: minuteOfDay(branchHours.closes) }];
}

/** Whether `span` lies wholly inside one of `spans`. */
export function coveredBy(spans: readonly MinuteSpan[], span: MinuteSpan): boolean {
  return spans.some((within) => within.start <= span.start && span.end <= within.end);
}

/** The same as `[['10:00', '21:00']]` ranges, what the desk's calendar shades. */
export function workingRanges(
  resource: Pick<Resource, 'kind' | 'schedule' | 'active'> & { branch?: PlaceId },
  date: string,
  branchHours: DayHours | null,
): TimeRange[] {
  return workingSpans(resource, date, branchHours).map((span) => [
    timeOfMinute(span.start),
    timeOfMinute(span.end),
  ]);
}
