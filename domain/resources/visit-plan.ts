import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import { minuteOfDay, timeOfMinute } from '../opening-hours';
import { matchNeeds, meetsNeed } from './need-match';
import { isFree, type ResourceDay, type TakenSpan } from './resource-day';
import type { MinuteSpan } from './resource-hours';
import type { Assignment } from './resource-shapes';
import { unmetLineReason } from './unmet-reason';

/** One line of a cart as a visit runs it: its treatment, its length and what it takes. */
export interface VisitLine {
  serviceId: string;
  serviceName: string;
  minutes: number;
  needs: readonly ServiceNeed[];
  /**
   * The practitioner the client asked for (practitioner-choice.ts): the line's first practitioner
   * need they meet is met by them and nobody else, in every plan of the day.
   */
  practitionerId?: string | undefined;
}

/** Which of a line's needs only the chosen practitioner may meet (none without a choice). */
function chosenNeedIndex(line: VisitLine, day: ResourceDay): number {
  if (!line.practitionerId) return -1;
  const chosen = day.resources.find((entry) => entry.resource.id === line.practitionerId)?.resource;
  return line.needs.findIndex((need) => need.kind === 'practitioner' && (!chosen || meetsNeed(chosen, need)));
}

export type VisitPlan =
  | { ok: true; assignments: Assignment[] }
  | {
      ok: false;
      /** Why not, in words for the desk: "HIFU machine in use 2:00-3:00 PM". */
      reason: string;
    };

/** The span of each line when the visit starts at `start`: one after another, in cart order. */
export function lineSpans(lines: readonly VisitLine[], start: number): MinuteSpan[] {
  let at = start;
  return lines.map((line) => {
    const span = { start: at, end: at + line.minutes };
    at = span.end;
    return span;
  });
}

/**
 * Who and what a visit starting at `start` (minute of the day) takes: for each line, every need met
 * by a distinct resource that works and is free for the line's whole span. Lines never overlap one
 * another, so each line is matched on its own and the result is exact, not a greedy guess. Among
 * the free candidates the ones this visit already uses come first (the same room and person for the
 * whole visit where possible), then the day's order of resources.
 */
export function planVisit(
  day: ResourceDay,
  lines: readonly VisitLine[],
  start: number,
  /** Resources to prefer from the first line on (the ones a visit being re-planned holds now). */
  prefer: ReadonlySet<string> = new Set(),
  /** False where the reason is never read (a re-plan's tries, a count): it is left empty, unworded. */
  explain = true,
): VisitPlan {
  const spans = lineSpans(lines, start);
  const assignments: Assignment[] = [];
  const used = new Set<string>(prefer);
  for (const [index, line] of lines.entries()) {
    const span = spans[index] as MinuteSpan;
    const onlyChosen = chosenNeedIndex(line, day);
    const candidates = line.needs.map((need, needIndex) =>
      day.resources
        .map((entry, position) => ({ entry, position }))
        .filter(
          ({ entry }) =>
            meetsNeed(entry.resource, need) &&
            isFree(entry, span) &&
            (needIndex !== onlyChosen || entry.resource.id === line.practitionerId),
        )
        .sort((a, b) => Number(used.has(b.entry.resource.id)) - Number(used.has(a.entry.resource.id)))
        .map(({ position }) => position),
    );
    const chosen = matchNeeds(candidates);
    if (!chosen) {
      if (!explain) return { ok: false, reason: '' };
      const reason = unmetLineReason(day, line, span);
      return { ok: false, reason: lines.length > 1 ? `${line.serviceName}: ${reason}` : reason };
    }
    for (const position of chosen) {
      const { resource } = day.resources[position] as (typeof day.resources)[number];
      used.add(resource.id);
      assignments.push({
        serviceId: line.serviceId,
        resourceId: resource.id,
        kind: resource.kind,
        name: resource.name,
        start: timeOfMinute(span.start),
        end: timeOfMinute(span.end),
      });
    }
  }
  return { ok: true, assignments };
}

/** The spans a plan's assignments take, to add to the day. */
export function takenByPlan(assignments: readonly Assignment[]): TakenSpan[] {
  return assignments.map((assignment) => ({
    resourceId: assignment.resourceId,
    start: minuteOfDay(assignment.start),
    end: minuteOfDay(assignment.end),
  }));
}
