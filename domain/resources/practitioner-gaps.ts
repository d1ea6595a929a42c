import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import { minuteOfDay } from '../opening-hours';
import type { DayPlanInput } from './day-plan';
import { meetsNeed } from './need-match';
import type { PractitionerChoice } from './practitioner-choice';
import type { ResourceOfDay } from './resource-day';
import { resourceDay } from './resource-day';
import type { MinuteSpan } from './resource-hours';
import { coveredBy } from './resource-hours';
import type { Assignment, Resource } from './resource-shapes';
import { lineSpans, takenByPlan, type VisitLine } from './visit-plan';

/**
 * A line of a booked visit whose practitioner is not there for it any more (a day off, other hours,
 * retired, entered after the booking): the visit now needs another person (issue 26 item 4).
 */
export interface PractitionerGap {
  visitId: string;
  date: string;
  serviceId: string;
  serviceName: string;
  start: string;
  end: string;
  practitioner: PractitionerChoice;
  /** The other practitioners who fit the line and are working and free for its whole span. */
  free: PractitionerChoice[];
}

/** The practitioner need an assignment meets on its line (the first it fits, else the first there is). */
export function needOfAssignment(
  line: Pick<VisitLine, 'needs'>,
  assigned: Resource | undefined,
): ServiceNeed | undefined {
  const needs = line.needs.filter((need) => need.kind === 'practitioner');
  return needs.find((need) => assigned && meetsNeed(assigned, need)) ?? needs[0];
}

/** Whether a resource of the day works and is free for `span`, what it holds for `ignore` aside. */
export function worksAndIsFree(entry: ResourceOfDay, span: MinuteSpan): boolean {
  return (
    entry.resource.active &&
    coveredBy(entry.working, span) &&
    entry.taken.every((taken) => taken.end <= span.start || span.end <= taken.start)
  );
}

/**
 * The day's booked lines whose practitioner does not work their span (or is retired), each with the
 * others who fit and are free then. Holds (`hold:` ids) are left out: they lapse in minutes.
 * `only` limits the search to one practitioner's lines.
 */
export function practitionerGaps(day: DayPlanInput, only?: string): PractitionerGap[] {
  const gaps: PractitionerGap[] = [];
  const all = resourceDay({ ...day, taken: day.visits.flatMap((visit) => takenByPlan(visit.assignments)) });
  const byId = new Map(all.resources.map((entry) => [entry.resource.id, entry]));
  for (const visit of day.visits) {
    if (visit.id.startsWith('hold:')) continue;
    const spans = lineSpans(visit.lines, visit.start);
    for (const assignment of visit.assignments) {
      if (assignment.kind !== 'practitioner' || (only && assignment.resourceId !== only)) continue;
      const entry = byId.get(assignment.resourceId);
      const span = { start: minuteOfDay(assignment.start), end: minuteOfDay(assignment.end) };
      if (entry?.resource.active && coveredBy(entry.working, span)) continue;
      const index = visit.lines.findIndex(
        (line, at) => line.serviceId === assignment.serviceId && spans[at]?.start === span.start,
      );
      const line = visit.lines[index];
      const need = line ? needOfAssignment(line, entry?.resource) : undefined;
      const onLine = new Set(
        visit.assignments
          .filter(
            (other: Assignment) =>
              other.serviceId === assignment.serviceId && other.start === assignment.start,
          )
          .map((other) => other.resourceId),
      );
      const free = all.resources
        .filter(
          (other) =>
            other.resource.kind === 'practitioner' &&
            !onLine.has(other.resource.id) &&
            (need ? meetsNeed(other.resource, need) : true) &&
            worksAndIsFree(other, span),
        )
        .map(({ resource }) => ({ id: resource.id, name: resource.name }));
      gaps.push({
        visitId: visit.id,
        date: day.date,
        serviceId: assignment.serviceId,
        serviceName: line?.serviceName ?? assignment.serviceId,
        start: assignment.start,
        end: assignment.end,
        practitioner: { id: assignment.resourceId, name: assignment.name },
        free,
      });
    }
  }
  return gaps.sort((a, b) => a.start.localeCompare(b.start) || a.visitId.localeCompare(b.visitId));
}
