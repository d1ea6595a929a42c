import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import type { PlaceId } from '../../../domain/opening-hours';
import { type RequestedAssignment, reassignVisit } from '../../../domain/resources/reassign-visit';
import type { Assignment } from '../../../domain/resources/resource-shapes';
import type { BookingRow } from '../db/rows';
import { conflict, HttpError, notFound, validationFailed } from '../errors';
import { summaries } from '../events/booking-events';
import { loadResourceDays } from '../queries/resource-days';
import { lockLiveBooking } from './lock-booking';
import { writeBookingAssignments } from './take-resources';

export const REASSIGN_CLOSED_MESSAGE = 'Only a pending or confirmed booking can be reassigned';

export interface ReassignResult {
  row: BookingRow;
  assignments: Assignment[];
  /** "Room 1 to Room 2", one per resource that changed; empty when nothing did. */
  changes: string[];
}

const SUMMARY_LIMIT = 300;

function describeReassignment(before: readonly Assignment[], after: readonly Assignment[]): string[] {
  const kept = new Set(before.map((a) => `${a.serviceId}|${a.resourceId}`));
  const added = after.filter((a) => !kept.has(`${a.serviceId}|${a.resourceId}`));
  const now = new Set(after.map((a) => `${a.serviceId}|${a.resourceId}`));
  const removed = before.filter((a) => !now.has(`${a.serviceId}|${a.resourceId}`));
  return added.map((to) => {
    const from = removed.find((a) => a.serviceId === to.serviceId && a.kind === to.kind);
    return from ? `${from.name} to ${to.name}` : `${to.name} added`;
  });
}

/**
 * The desk gives a visit other resources at the same times (issue 26 item 4): the booking's row is
 * locked first (as every desk change does), then the resources it holds and the ones asked for, by
 * the same per-resource-and-day advisory locks a booking takes (lock_resources), so a new booking,
 * a move or another reassignment wanting one of them waits and then sees this one. The day is read
 * after the locks; the domain/ rule (reassign-visit.ts) decides. Taken: 409 with the free resources
 * that would do instead. The new assignments are pinned: a later booking's plan does not move them.
 */
export async function reassignBooking(
  trx: Knex.Transaction,
  id: string,
  requested: readonly RequestedAssignment[],
  actor: string,
  rules: CatalogueRules,
): Promise<ReassignResult> {
  const row = await lockLiveBooking(trx, id, 'Booking not found');
  if (row.status !== 'pending' && row.status !== 'confirmed') throw conflict(REASSIGN_CLOSED_MESSAGE);
  const date = row.service_date;
  const place = row.branch as PlaceId;
  const held = (await trx('booking_assignments').where({ booking_id: id }).pluck('resource_id')) as string[];
  const ids = [...new Set([...held, ...requested.map((entry) => entry.resourceId)])];
  await trx.raw('select lock_resources(?::uuid[], ?::date)', [ids, date]);
  const day = (await loadResourceDays(trx, { place, from: date, to: date, rules })).get(date);
  const visit = day?.visits.find((entry) => entry.id === id);
  if (!day || !visit) throw notFound('Booking not found');
  const others = { ...day, visits: day.visits.filter((entry) => entry.id !== id) };
  const plan = reassignVisit(others, visit, requested);
  if (!plan.ok && 'invalid' in plan) throw validationFailed(plan.invalid);
  if (!plan.ok)
    throw new HttpError(409, 'resource_taken', plan.reason, {}, { alternatives: plan.alternatives });
  const changes = describeReassignment(visit.assignments, plan.assignments);
  if (changes.length === 0 && held.length > 0) return { row, assignments: [...visit.assignments], changes };
  await writeBookingAssignments(trx, id, date, plan.assignments, false, true);
  const [updated] = (await trx<BookingRow>('bookings')
    .where({ id })
    .update({ updated_by: actor, updated_at: trx.fn.now() })
    .returning('*')) as BookingRow[];
  await trx('booking_events').insert({
    booking_id: id,
    kind: 'reassigned_by_staff',
    actor,
    summary: summaries.reassigned(changes.length > 0 ? changes : ['kept as planned']).slice(0, SUMMARY_LIMIT),
  });
  return { row: updated as BookingRow, assignments: plan.assignments, changes };
}
