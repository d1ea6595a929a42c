import type { DayHours } from '../catalogue/catalogue-shapes';
import { timeOfMinute } from '../opening-hours';
import { type ResourceDay, resourceDay, type TakenSpan, withTaken } from './resource-day';
import type { Assignment, Resource } from './resource-shapes';
import { lineSpans, planVisit, takenByPlan, type VisitLine } from './visit-plan';

/** A visit already on the day: where it starts, its lines, and who and what it holds now. */
export interface DayVisit {
  id: string;
  /** Minute of the day its first line starts. */
  start: number;
  lines: readonly VisitLine[];
  assignments: readonly Assignment[];
  /** Kept exactly as assigned (a practitioner the client asked for, a staff member's choice). */
  pinned?: boolean;
}

export interface DayPlanInput {
  /** `YYYY-MM-DD`. */
  date: string;
  /** The branch's hours that day (current catalogue), null when closed. */
  branchHours: DayHours | null;
  /** The branch's resources in the desk's order (the first free one is picked). */
  resources: readonly Resource[];
  visits: readonly DayVisit[];
}

/** A visit that would change who or what it takes so that the new one fits. */
export interface MovedVisit {
  visitId: string;
  assignments: Assignment[];
}

export type DayPlan =
  | { ok: true; assignments: Assignment[]; moved: MovedVisit[] }
  | { ok: false; reason: string };

const key = (assignment: Assignment) =>
  `${assignment.serviceId}|${assignment.resourceId}|${assignment.start}|${assignment.end}`;

function sameAssignments(a: readonly Assignment[], b: readonly Assignment[]): boolean {
  const before = new Set(a.map(key));
  return a.length === b.length && b.every((assignment) => before.has(key(assignment)));
}

interface LineItem {
  /** The visit it belongs to; null for the new one. */
  owner: string | null;
  line: VisitLine;
  start: number;
  holds: Set<string>;
}

/**
 * What a re-plan from `start` keeps as it is: pinned visits' spans, and every span begun before.
 * Worked out once per prepared day and start (a day's availability asks for it again when it
 * counts what remains at that start).
 */
export function keptDay(prepared: PreparedDay, start: number): ResourceDay {
  const known = prepared.kept.get(start);
  if (known) return known;
  const { input, spans } = prepared;
  const kept = input.visits.flatMap((visit, index) =>
    visit.pinned ? (spans[index] ?? []) : (spans[index] ?? []).filter((span) => span.start < start),
  );
  const day = resourceDay({ ...input, taken: kept });
  prepared.kept.set(start, day);
  return day;
}

/**
 * The day planned again from the new visit's start on: lines that start earlier keep what they hold
 * (they may be under way), pinned visits keep theirs, and every line from `start` on, the new
 * visit's included, is planned again in order of its start, taking any fitting resource free then
 * (preferring what it holds now and what its visit took for the line before). Taken in start order,
 * a line finds every resource free at its start free for its whole span, so for interchangeable
 * rooms this is the classic interval partitioning and fits exactly when the old count of parallel
 * visits said it would.
 */
export function replanDay(
  prepared: PreparedDay,
  lines: readonly VisitLine[],
  start: number,
): DayPlan | undefined {
  const { input, spans } = prepared;
  let day = keptDay(prepared, start);
  // What starts later only takes more: when the new visit does not fit beside what is kept, no
  // re-planning can make it fit.
  if (!planVisit(day, lines, start, undefined, false).ok) return undefined;
  const items: LineItem[] = [];
  const add = (
    owner: string | null,
    visitLines: readonly VisitLine[],
    visitStart: number,
    held: readonly Assignment[],
  ) => {
    for (const [index, span] of lineSpans(visitLines, visitStart).entries()) {
      if (span.start < start) continue;
      const line = visitLines[index] as VisitLine;
      const time = timeOfMinute(span.start);
      const holds = held
        .filter((a) => a.serviceId === line.serviceId && a.start === time)
        .map((a) => a.resourceId);
      items.push({ owner, line, start: span.start, holds: new Set(holds) });
    }
  };
  for (const visit of input.visits)
    if (!visit.pinned) add(visit.id, visit.lines, visit.start, visit.assignments);
  add(null, lines, start, []);
  items.sort((a, b) => a.start - b.start || Number(a.owner === null) - Number(b.owner === null));
  const planned = new Map<string | null, Assignment[]>();
  for (const item of items) {
    const earlier = planned.get(item.owner) ?? [];
    const prefer = new Set([...item.holds, ...earlier.map((assignment) => assignment.resourceId)]);
    const plan = planVisit(day, [item.line], item.start, prefer, false);
    if (!plan.ok) return undefined;
    planned.set(item.owner, [...earlier, ...plan.assignments]);
    day = withTaken(day, takenByPlan(plan.assignments));
  }
  const moved: MovedVisit[] = [];
  for (const [index, visit] of input.visits.entries()) {
    if (visit.pinned) continue;
    const earlier = visit.assignments.filter((_, at) => (spans[index]?.[at]?.start ?? start) < start);
    const assignments = [...earlier, ...(planned.get(visit.id) ?? [])];
    if (!sameAssignments(visit.assignments, assignments)) moved.push({ visitId: visit.id, assignments });
  }
  return { ok: true, assignments: planned.get(null) ?? [], moved };
}

/**
 * Who and what a new visit starting at `start` takes on a day that already has `visits`. First with
 * everything else left as it is; failing that, with the unpinned visits' resources swapped among
 * themselves (`moved` lists what would change), so a day never turns a visit away that its rooms
 * could hold only because of the order in which earlier ones were booked and cancelled. The reason,
 * when neither works, is told from the day as it stands ("Room 1 in use 2:00-3:00 PM").
 */
export function planInDay(input: DayPlanInput, lines: readonly VisitLine[], start: number): DayPlan {
  return planInPrepared(prepareDayPlan(input), lines, start);
}

/** A day with its visits' spans worked out once, for planning many starts on it. */
export interface PreparedDay {
  input: DayPlanInput;
  /** Each visit's assignments as minute spans, in the same order. */
  spans: TakenSpan[][];
  asItStands: ResourceDay;
  /** keptDay's answers by start, filled as asked. */
  kept: Map<number, ResourceDay>;
}

export function prepareDayPlan(input: DayPlanInput): PreparedDay {
  const spans = input.visits.map((visit) => takenByPlan(visit.assignments));
  return { input, spans, asItStands: resourceDay({ ...input, taken: spans.flat() }), kept: new Map() };
}

/** `planInDay` on a prepared day. */
export function planInPrepared(
  prepared: PreparedDay,
  lines: readonly VisitLine[],
  start: number,
  /** False where only free or not matters: a refusal's reason is then left empty. */
  explain = true,
): DayPlan {
  const asItStands = planVisit(prepared.asItStands, lines, start, undefined, explain);
  if (asItStands.ok) return { ok: true, assignments: asItStands.assignments, moved: [] };
  return replanDay(prepared, lines, start) ?? asItStands;
}

/** The day after a plan is taken: the new visit added, the moved ones holding their new resources. */
export function dayWith(
  input: DayPlanInput,
  plan: Extract<DayPlan, { ok: true }>,
  visit: Omit<DayVisit, 'assignments'>,
): DayPlanInput {
  const moved = new Map(plan.moved.map((entry) => [entry.visitId, entry.assignments]));
  return {
    ...input,
    visits: [
      ...input.visits.map((existing) => {
        const assignments = moved.get(existing.id);
        return assignments ? { ...existing, assignments } : existing;
      }),
      { ...visit, assignments: plan.assignments },
    ],
  };
}
