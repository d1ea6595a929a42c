import type { DayHours } from '../catalogue/catalogue-shapes';
import { coveredBy, joinedSpans, type MinuteSpan, workingSpans } from './resource-hours';
import type { Resource } from './resource-shapes';

/** A resource taken for a span of the day: a line of a booking (or a hold) already made. */
export interface TakenSpan extends MinuteSpan {
  resourceId: string;
}

/** What the availability of one branch on one date is computed from. */
export interface ResourceDayInput {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The branch's hours that day (current catalogue), null when closed. */
  branchHours: DayHours | null;
  /** The branch's resources, in the order the desk lists them (the first free one is picked). */
  resources: readonly Resource[];
  /** What the day's bookings already take. */
  taken: readonly TakenSpan[];
}

export interface ResourceOfDay {
  resource: Resource;
  working: MinuteSpan[];
  /** Joined, sorted. */
  taken: MinuteSpan[];
}

/** The day with each resource's hours and taken spans worked out once. */
export interface ResourceDay {
  date: string;
  resources: ResourceOfDay[];
}

/**
 * A resource's hours on a date, worked out once per resource object and day: a day is planned again
 * for every start the client might pick, over the same resources.
 */
const hoursCache = new WeakMap<Resource, Map<string, MinuteSpan[]>>();

function workingOf(resource: Resource, date: string, branchHours: DayHours | null): MinuteSpan[] {
  const key = `${date}|${branchHours ? `${branchHours.opens}-${branchHours.closes}` : 'closed'}`;
  let byDay = hoursCache.get(resource);
  if (!byDay) {
    byDay = new Map();
    hoursCache.set(resource, byDay);
  }
  let spans = byDay.get(key);
  if (!spans) {
    spans = workingSpans(resource, date, branchHours);
    byDay.set(key, spans);
  }
  return spans;
}

export function resourceDay(input: ResourceDayInput): ResourceDay {
  const takenBy = new Map<string, MinuteSpan[]>();
  for (const span of input.taken) {
    const list = takenBy.get(span.resourceId) ?? [];
    list.push({ start: span.start, end: span.end });
    takenBy.set(span.resourceId, list);
  }
  return {
    date: input.date,
    resources: input.resources.map((resource) => ({
      resource,
      working: workingOf(resource, input.date, input.branchHours),
      taken: joinedSpans(takenBy.get(resource.id) ?? []),
    })),
  };
}

/** The same day with more spans taken (a visit just planned), for counting how many more fit. */
export function withTaken(day: ResourceDay, more: readonly TakenSpan[]): ResourceDay {
  return {
    date: day.date,
    resources: day.resources.map((entry) => {
      const added = more.filter((span) => span.resourceId === entry.resource.id);
      return added.length === 0 ? entry : { ...entry, taken: joinedSpans([...entry.taken, ...added]) };
    }),
  };
}

/** The first taken span that overlaps `span`, if any. */
export function clashIn(entry: ResourceOfDay, span: MinuteSpan): MinuteSpan | undefined {
  return entry.taken.find((taken) => taken.start < span.end && span.start < taken.end);
}

/** Whether the resource is at work for all of `span` and nothing else takes it then. */
export function isFree(entry: ResourceOfDay, span: MinuteSpan): boolean {
  return coveredBy(entry.working, span) && !clashIn(entry, span);
}
