import { moveConsultation } from '../api/consultation-api';
import { changeBooking, slotTakenFrom } from '../api/desk-api';
import type { CalendarBlock } from './calendar-api';
import { reassignVisit } from './calendar-api';

/** Where the desk wants a visit: its start, and the resource for each of its assignments. */
export interface VisitTarget {
  time: string;
  resources: string[];
}

export const targetOf = (block: CalendarBlock): VisitTarget => ({
  time: block.time,
  resources: block.assignments.map((assignment) => assignment.resourceId),
});

/**
 * Moves and/or reassigns a visit with one update code: another time first (the server plans its
 * resources afresh), then, when the desk picked other resources, those at the new time. Either may
 * be refused (SlotTakenError, ResourceTakenError) and the caller shows it where the desk looked.
 */
export async function changeVisit(
  block: CalendarBlock,
  target: VisitTarget,
  updateCode: string,
  date: string,
): Promise<string> {
  if (block.kind === 'consultation') return changeCall(block, target, updateCode, date);
  const moved = target.time !== block.time;
  const reassigned = target.resources.some((id, index) => id !== block.assignments[index]?.resourceId);
  const said: string[] = [];
  if (moved) {
    await changeBooking(block.id, { bookingData: { time: target.time } }, updateCode);
    said.push('Moved');
  }
  if (reassigned) {
    const assignments = block.assignments.map((assignment, index) => ({
      serviceId: assignment.serviceId,
      resourceId: target.resources[index] ?? assignment.resourceId,
    }));
    said.push(await reassignVisit(block.id, assignments, updateCode));
  }
  return said.join('; ') || 'Nothing to change';
}

/** "Move", "Reassign" or both, for the code prompt's words. */
export function changeWords(block: CalendarBlock, target: VisitTarget): string {
  const moved = target.time !== block.time;
  const reassigned = target.resources.some((id, index) => id !== block.assignments[index]?.resourceId);
  if (moved && reassigned) return 'Move and reassign';
  return moved ? 'Move' : 'Reassign';
}

/**
 * A video call moves and changes consultant in one request (`PATCH /online-consultations/:id/time`
 * with `consultantId`): a 409 (the time or that consultant taken) becomes a SlotTakenError with the
 * times free, shown where the desk looked. An empty consultant (a call not yet placed) lets the
 * server give it any free one.
 */
async function changeCall(
  block: CalendarBlock,
  target: VisitTarget,
  updateCode: string,
  date: string,
): Promise<string> {
  const consultantId = target.resources[0] || undefined;
  try {
    const call = await moveConsultation(block.id, {
      date,
      time: target.time,
      ...(consultantId ? { consultantId } : {}),
      updateCode,
    });
    const now = call.assignments?.[0]?.name;
    const moved = target.time !== block.time;
    if (moved) return now ? `Moved; with ${now}` : 'Moved';
    return now ? `Given to ${now}` : 'Nothing to change';
  } catch (error) {
    throw slotTakenFrom(error) ?? error;
  }
}
