import { changeBooking } from '../api/desk-api';
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
): Promise<string> {
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
