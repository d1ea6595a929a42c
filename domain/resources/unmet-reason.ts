import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import { timeOfMinute } from '../opening-hours';
import { formatTimeLabel } from '../time-slots';
import { meetsNeed, needLabel } from './need-match';
import { clashIn, isFree, type ResourceDay, type ResourceOfDay } from './resource-day';
import { coveredBy, type MinuteSpan } from './resource-hours';

/** `2:00-3:00 PM`, or `11:30 AM-12:30 PM` across noon. */
export function spanText(span: MinuteSpan): string {
  const from = formatTimeLabel(timeOfMinute(span.start));
  const to = formatTimeLabel(timeOfMinute(span.end));
  const [fromClock, fromHalf] = from.split(' ');
  const [, toHalf] = to.split(' ');
  return fromHalf === toHalf ? `${fromClock}-${to}` : `${from}-${to}`;
}

/** Why one resource cannot take `span`: off that day, not at work then, or in use. */
/** Why one resource cannot take `span`: off that day, other hours, or in use. */
export function resourceReason(entry: ResourceOfDay, span: MinuteSpan): string {
  const { name } = entry.resource;
  if (entry.working.length === 0) return `${name} is off that day`;
  if (!coveredBy(entry.working, span)) {
    return `${name} works ${entry.working.map(spanText).join(' and ')}`;
  }
  const clash = clashIn(entry, span);
  return clash ? `${name} in use ${spanText(clash)}` : `${name} is free`;
}

function plural(label: string, count: number): string {
  return count === 1 ? label : `${label}s`;
}

/**
 * Why a line's needs cannot all be met for `span`, in words for the desk. The first need with no
 * free resource at all is named with each candidate's reason ("HIFU machine in use 2:00-3:00 PM");
 * when every need has some free resource but not enough distinct ones (two rooms asked, one free),
 * the count says so.
 */
export function unmetLineReason(
  day: ResourceDay,
  line: { needs: readonly ServiceNeed[]; practitionerId?: string | undefined },
  span: MinuteSpan,
): string {
  const chosen = day.resources.find((entry) => entry.resource.id === line.practitionerId);
  if (chosen && !isFree(chosen, span)) return resourceReason(chosen, span);
  for (const need of line.needs) {
    const candidates = day.resources.filter((entry) => meetsNeed(entry.resource, need));
    const label = needLabel(need);
    const active = candidates.filter((entry) => entry.resource.active);
    if (active.length === 0) return `No ${label} at this branch`;
    if (active.some((entry) => isFree(entry, span))) continue;
    const reasons = active.map((entry) => resourceReason(entry, span));
    return active.length === 1 ? (reasons[0] as string) : `No ${label} free: ${reasons.join('; ')}`;
  }
  const counts = new Map<string, { need: ServiceNeed; count: number }>();
  for (const need of line.needs) {
    const key = needLabel(need);
    counts.set(key, { need, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  for (const [label, { need, count }] of counts) {
    const free = day.resources.filter((entry) => meetsNeed(entry.resource, need) && isFree(entry, span));
    if (free.length < count) {
      return `Needs ${count} ${plural(label, count)} at once; ${free.length} free ${spanText(span)}`;
    }
  }
  return `Not enough free rooms, people and machines at once ${spanText(span)}`;
}
