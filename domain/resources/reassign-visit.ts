import { timeOfMinute } from '../opening-hours';
import type { DayPlanInput } from './day-plan';
import { matchNeeds, meetsNeed, needLabel } from './need-match';
import { isFree, type ResourceOfDay, resourceDay } from './resource-day';
import type { MinuteSpan } from './resource-hours';
import type { Assignment, ResourceKind } from './resource-shapes';
import { resourceReason } from './unmet-reason';
import { lineSpans, takenByPlan, type VisitLine } from './visit-plan';

/** One resource the desk asks a line of a visit to take. */
export interface RequestedAssignment {
  serviceId: string;
  resourceId: string;
}

/** A free resource that could stand in for one the desk asked for and found taken. */
export interface ReassignAlternative {
  serviceId: string;
  /** The resource asked for, which is taken. */
  instead: string;
  resourceId: string;
  kind: ResourceKind;
  name: string;
}

export type ReassignPlan =
  | { ok: true; assignments: Assignment[] }
  /** The request does not describe the visit: a resource unknown here, or not what a line takes (400). */
  | { ok: false; invalid: string }
  /** A resource asked for is off or in use then (409), with the free ones that fit instead. */
  | { ok: false; reason: string; alternatives: ReassignAlternative[] };

/** "a room and a hifu machine", "an aesthetician". */
function labels(line: VisitLine): string {
  return line.needs
    .map(needLabel)
    .map((label) => `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`)
    .join(' and ');
}

/**
 * The desk's choice of who and what a visit takes, at the same times (issue 26 item 4): every line
 * gets one resource per need, each of the right kind, skill or type (matched as a whole, so a room
 * and a doctor may be listed in any order) and distinct; then each must work the line's whole span
 * and be free of every other visit of the day (`day` holds the others, not this one). Taken ones
 * answer why in words and, for each, the free resources that meet the same need instead (the visit's
 * own ones left out: it holds them already).
 */
export function reassignVisit(
  day: DayPlanInput,
  visit: { start: number; lines: readonly VisitLine[]; assignments: readonly Assignment[] },
  requested: readonly RequestedAssignment[],
): ReassignPlan {
  const spans = lineSpans(visit.lines, visit.start);
  const others = resourceDay({
    ...day,
    taken: day.visits.flatMap((other) => takenByPlan(other.assignments)),
  });
  const entryOf = new Map(others.resources.map((entry) => [entry.resource.id, entry]));
  const known = new Set(visit.lines.map((line) => line.serviceId));
  const stray = requested.find((entry) => !known.has(entry.serviceId));
  if (stray) return { ok: false, invalid: `This visit has no treatment ${stray.serviceId}` };
  const unknown = requested.find((entry) => !entryOf.has(entry.resourceId));
  if (unknown) return { ok: false, invalid: 'No such resource at this branch' };
  const entryFor = (id: string) => entryOf.get(id) as ResourceOfDay;

  const assignments: Assignment[] = [];
  const taken: Array<{ line: VisitLine; span: MinuteSpan; asked: string; needIndex: number }> = [];
  for (const [index, line] of visit.lines.entries()) {
    const span = spans[index] as MinuteSpan;
    const asked = requested.filter((entry) => entry.serviceId === line.serviceId).map((e) => e.resourceId);
    if (asked.length !== line.needs.length || new Set(asked).size !== asked.length) {
      return {
        ok: false,
        invalid: `${line.serviceName} takes ${labels(line)}: send one distinct resource for each`,
      };
    }
    const candidates = line.needs.map((need) =>
      asked.flatMap((id, at) => (meetsNeed(entryFor(id).resource, need) ? [at] : [])),
    );
    const chosen = matchNeeds(candidates);
    if (!chosen) return { ok: false, invalid: `${line.serviceName} takes ${labels(line)}` };
    for (const [needIndex, at] of chosen.entries()) {
      const id = asked[at] as string;
      const entry = entryFor(id);
      if (!isFree(entry, span)) taken.push({ line, span, asked: id, needIndex });
      assignments.push({
        serviceId: line.serviceId,
        resourceId: id,
        kind: entry.resource.kind,
        name: entry.resource.name,
        start: timeOfMinute(span.start),
        end: timeOfMinute(span.end),
      });
    }
  }
  if (taken.length === 0) return { ok: true, assignments };

  const held = new Set(visit.assignments.map((assignment) => assignment.resourceId));
  const asked = new Set(requested.map((entry) => entry.resourceId));
  const alternatives = taken.flatMap(({ line, span, asked: instead, needIndex }) => {
    const need = line.needs[needIndex];
    if (!need) return [];
    return others.resources
      .filter(
        (entry) =>
          meetsNeed(entry.resource, need) &&
          !held.has(entry.resource.id) &&
          !asked.has(entry.resource.id) &&
          isFree(entry, span),
      )
      .map((entry) => ({
        serviceId: line.serviceId,
        instead,
        resourceId: entry.resource.id,
        kind: entry.resource.kind,
        name: entry.resource.name,
      }));
  });
  const reason = taken.map(({ asked: id, span }) => resourceReason(entryFor(id), span)).join('; ');
  return { ok: false, reason, alternatives };
}
