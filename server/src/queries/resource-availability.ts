import type { Slot } from '../../../domain/availability';
import { minuteOfDay } from '../../../domain/opening-hours';
import type { DayPlanInput } from '../../../domain/resources/day-plan';
import { planInPrepared, prepareDayPlan } from '../../../domain/resources/day-plan';
import { resourceSlots } from '../../../domain/resources/resource-slots';
import type { VisitLine } from '../../../domain/resources/visit-plan';

/** A start as staff see it with `explain=1`: why it is not free, in words. */
export type ExplainedSlot = Slot & { reason?: string };

/**
 * The day's starts (already inside the hours and not passed) decided by resources
 * (domain/resources/resource-slots.ts): available when every line finds distinct free resources,
 * `remaining` counted by planning more of the same visit; with `explain`, the reason for each start
 * that is not available ("HIFU machine in use 2:00-3:00 PM").
 */
export function slotsByResources(
  day: DayPlanInput,
  lines: readonly VisitLine[],
  starts: readonly Slot[],
  explain = false,
): ExplainedSlot[] {
  return resourceSlots(
    day,
    lines,
    starts.map((slot) => slot.time),
    explain,
  ).map(({ time, label, remaining, available, reason }) => ({
    time,
    label,
    remaining,
    available,
    ...(explain && !available && reason ? { reason } : {}),
  }));
}

/**
 * The same decision without counting what remains (1 when free): for strips and alternatives over
 * many days, where only free or not matters.
 */
export function freeStartsByResources(
  day: DayPlanInput,
  lines: readonly VisitLine[],
  starts: readonly Slot[],
): Slot[] {
  if (starts.length === 0) return [];
  const prepared = prepareDayPlan(day);
  return starts.map((slot) => {
    const available = planInPrepared(prepared, lines, minuteOfDay(slot.time), false).ok;
    return { ...slot, remaining: available ? 1 : 0, available };
  });
}
