import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import { minuteOfDay } from '../opening-hours';
import { formatTimeLabel } from '../time-slots';
import {
  type DayPlan,
  type DayPlanInput,
  type DayVisit,
  dayWith,
  keptDay,
  type PreparedDay,
  planInPrepared,
  prepareDayPlan,
  replanDay,
} from './day-plan';
import { meetsNeed } from './need-match';
import { isFree, type ResourceDay, withTaken } from './resource-day';
import type { Assignment } from './resource-shapes';
import { lineSpans, planVisit, takenByPlan, type VisitLine } from './visit-plan';

/** One start of the day as resources decide it. */
export interface ResourceSlot {
  /** `HH:MM`. */
  time: string;
  /** `2:00 PM`. */
  label: string;
  /** How many more such visits could start here at once (counted by planning one after another). */
  remaining: number;
  available: boolean;
  /** What the visit would take, when available. */
  assignments?: Assignment[];
  /** Why not, when not available: "HIFU machine in use 2:00-3:00 PM". */
  reason?: string;
}

/** Enough to tell "a few left" from "plenty"; never more than the branch's resources. */
const MAX_REMAINING_COUNTED = 20;

/** Needs that meetsNeed treats alike, under one key: kind, and skill or type as compared. */
function needKey(need: ServiceNeed): string {
  if (need.kind === 'practitioner') return `practitioner|${need.skill.trim().toLowerCase()}`;
  if (need.kind === 'machine') return `machine|${need.type.trim().toLowerCase()}`;
  return need.kind;
}

/**
 * Whether `copies` visits of `lines`, all at `start`, could fit beside what a re-plan from `start`
 * keeps (keptDay), counted need by need: the copies of a line overlap one another, so a need the
 * line asks n times takes n × copies distinct resources that meet it and are free for the line's
 * span (planVisit's own test). Fewer means no re-plan fits them (what is not kept only takes more);
 * enough leaves the answer to the re-plan. A line with a chosen practitioner is left to it too.
 */
function enoughFreeBesideKept(
  kept: ResourceDay,
  lines: readonly VisitLine[],
  start: number,
  copies: number,
): boolean {
  const spans = lineSpans(lines, start);
  for (const [index, line] of lines.entries()) {
    const span = spans[index];
    if (line.practitionerId || !span) return true;
    const asked = new Map<string, { need: ServiceNeed; times: number }>();
    for (const need of line.needs) {
      const key = needKey(need);
      asked.set(key, { need, times: (asked.get(key)?.times ?? 0) + 1 });
    }
    for (const { need, times } of asked.values()) {
      const free = kept.resources.filter((entry) => meetsNeed(entry.resource, need) && isFree(entry, span));
      if (free.length < times * copies) return false;
    }
  }
  return true;
}

/**
 * How many such visits could start at `start` at once, the first being `first`: each next one is
 * planned as `planInDay` plans it. Its first try (the day as it stands) is made on the day kept up to
 * date span by span (`withTaken`), which is the same day `planInDay` would build from scratch; only
 * when that fails is the whole day planned again (resources swapped among visits), and the day
 * rebuilt when that moved any.
 */
function remainingAt(
  input: DayPlanInput,
  lines: readonly VisitLine[],
  start: number,
  first: Extract<DayPlan, { ok: true }>,
  prepared: PreparedDay,
): number {
  const limit = Math.min(MAX_REMAINING_COUNTED, input.resources.length);
  let count = 1;
  // The day with the counted visits in it is needed only for a re-plan: each visit counted waits
  // in `pending` and is added to the day (dayWith, in order) only when one is made.
  const pending: Array<[Extract<DayPlan, { ok: true }>, Omit<DayVisit, 'assignments'>]> = [
    [first, { id: '#1', start, lines }],
  ];
  let day = input;
  const dayNow = () => {
    for (const [plan, visit] of pending.splice(0)) day = dayWith(day, plan, visit);
    return day;
  };
  let standing =
    first.moved.length === 0
      ? withTaken(prepared.asItStands, takenByPlan(first.assignments))
      : prepareDayPlan(dayNow()).asItStands;
  let kept: ResourceDay | undefined;
  while (count < limit) {
    const simple = planVisit(standing, lines, start, undefined, false);
    // planInDay's own first try is `simple` again (the same day): straight to its re-plan, and
    // not even that when what any re-plan from `start` keeps leaves too few resources free.
    let next: DayPlan | undefined;
    if (simple.ok) next = { ok: true, assignments: simple.assignments, moved: [] };
    else {
      kept ??= keptDay(prepared, start);
      next = enoughFreeBesideKept(kept, lines, start, count + 1)
        ? replanDay(prepareDayPlan(dayNow()), lines, start)
        : undefined;
    }
    if (!next?.ok) break;
    count += 1;
    pending.push([next, { id: `#${count}`, start, lines }]);
    standing =
      next.moved.length === 0
        ? withTaken(standing, takenByPlan(next.assignments))
        : prepareDayPlan(dayNow()).asItStands;
  }
  return count;
}

/**
 * For each start (already inside the branch's hours and not passed: the caller's rule), whether the
 * cart's lines, in order, find distinct free resources among the day's visits, with the plan or the
 * reason (left empty with `explain` false, for callers that never show it).
 */
export function resourceSlots(
  input: DayPlanInput,
  lines: readonly VisitLine[],
  starts: readonly string[],
  explain = true,
): ResourceSlot[] {
  const prepared = prepareDayPlan(input);
  return starts.map((time) => {
    const start = minuteOfDay(time);
    const plan = planInPrepared(prepared, lines, start, explain);
    const label = formatTimeLabel(time);
    if (!plan.ok) return { time, label, remaining: 0, available: false, reason: plan.reason };
    return {
      time,
      label,
      remaining: remainingAt(input, lines, start, plan, prepared),
      available: true,
      assignments: plan.assignments,
    };
  });
}
