import { type DayPlan, type DayPlanInput, dayWith, planInDay } from './day-plan';
import type { Assignment } from './resource-shapes';
import type { VisitLine } from './visit-plan';

const ALL_DAY = { opens: '00:00', closes: '24:00' };

function firstOk(...plans: Array<() => DayPlan>): DayPlan {
  let plan: DayPlan = { ok: false, reason: '' };
  for (const next of plans) {
    plan = next();
    if (plan.ok) return plan;
  }
  return plan;
}

/** A booking or hold as the database holds it: its lines, and the assignments stored with it (maybe none). */
export interface StoredVisit {
  id: string;
  /** Minute of the day its first line starts. */
  start: number;
  lines: VisitLine[];
  assignments: Assignment[];
  /** The desk chose what it takes: kept as it is when the day is planned again. */
  pinned?: boolean;
}

/**
 * The day's visits for planning: those with stored assignments as they are; those without (made
 * before resources were wired, or by a path that stores none) planned in among them in order of
 * their start, as the capacity count took them, so they still take their room. One that no longer
 * fits (the day was over-full before) is kept without assignments and takes nothing.
 */
export function dayOfStoredVisits(
  base: Omit<DayPlanInput, 'visits'>,
  stored: readonly StoredVisit[],
): DayPlanInput {
  let day: DayPlanInput = {
    ...base,
    visits: stored
      .filter((visit) => visit.assignments.length > 0)
      .map(({ id, start, lines, assignments, pinned }) => ({
        id,
        start,
        lines,
        assignments,
        ...(pinned ? { pinned } : {}),
      })),
  };
  const unassigned = stored
    .filter((visit) => visit.assignments.length === 0)
    .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  for (const visit of unassigned) {
    // Booked under other hours (or by the desk past closing): it still takes what it took, so it is
    // planned as if the branch were open all day when today's hours leave it out.
    const plan = firstOk(
      () => planInDay(day, visit.lines, visit.start),
      () => planInDay({ ...day, branchHours: ALL_DAY }, visit.lines, visit.start),
    );
    const entry = { id: visit.id, start: visit.start, lines: visit.lines };
    day = plan.ok
      ? dayWith(day, plan, entry)
      : { ...day, visits: [...day.visits, { ...entry, assignments: [] }] };
  }
  return day;
}
