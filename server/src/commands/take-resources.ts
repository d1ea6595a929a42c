import type { Knex } from 'knex';
import { type CatalogueRules, type PlaceHours, placeLabel } from '../../../domain/catalogue/catalogue-rules';
import { minuteOfDay } from '../../../domain/opening-hours';
import { type DayPlan, type DayPlanInput, planInDay } from '../../../domain/resources/day-plan';
import { needLabel } from '../../../domain/resources/need-match';
import { practitionerProblem } from '../../../domain/resources/practitioner-choice';
import type { Assignment } from '../../../domain/resources/resource-shapes';
import type { VisitLine } from '../../../domain/resources/visit-plan';
import type { PersonKeys } from '../../../domain/visit-clash';
import type { TermsRow } from '../queries/deposit-policy';
import { CONSULTATION_PREFIX, cartLines, HOLD_PREFIX, loadResourceDays } from '../queries/resource-days';
import { practitionerRefused } from '../validation/practitioner-field';
import { visitIdOf, writeConsultationAssignment } from './consultation-visit';
import { lockResources } from './resource-locks';
import { PlaceFull, type PlaceRequest } from './take-place';

/** The treatments a visit is for, and the catalogue that says what each takes. */
export interface ResourceVisit {
  services: readonly string[];
  rules: CatalogueRules;
  /** The practitioner the client asked for (issue 26 item 4); none for Anyone. */
  practitionerId?: string | null | undefined;
}

export type ResourceRequest = PlaceRequest & { visit: ResourceVisit };

/**
 * The visit of a stored booking (its cart's treatments) for a check, when the caller has the
 * catalogue's rules; undefined otherwise (the check then counts the place's capacity).
 */
export function visitOfBooking(
  cartItems: unknown,
  rules: PlaceHours | CatalogueRules | undefined,
  /** The practitioner its client chose (bookings.practitioner_id): a move keeps them. */
  practitionerId?: string | null,
): ResourceVisit | undefined {
  if (!rules || !('catalogue' in rules) || !Array.isArray(cartItems)) return undefined;
  const services = cartItems
    .map((item) => (item as { id?: unknown }).id)
    .filter((id): id is string => typeof id === 'string');
  return { services, rules, practitionerId };
}

/** Whether a check is decided by resources: a visit whose treatments (or consultation) are known. */
export function usesResources(request: PlaceRequest): request is ResourceRequest {
  return request.visit !== undefined;
}

/**
 * Writers of one place and day whose visits may take the same kinds of resources queue together on
 * this instance (place-queue.ts); a HIFU booking and a doctor's consultation do not.
 */
export function resourceQueueKey(request: ResourceRequest): string {
  const needs = new Set(
    cartLines(request.visit.services, request.visit.rules).flatMap((line) => line.needs.map(needLabel)),
  );
  return `${request.place}:${request.date}:${[...needs].sort().join('+')}`;
}

const touched = (plan: Extract<DayPlan, { ok: true }>) => [
  ...plan.assignments.map((a) => a.resourceId),
  ...plan.moved.flatMap((moved) => moved.assignments.map((a) => a.resourceId)),
];

/**
 * The plan under the locks held: visits holding anything outside `locked` stay as they are
 * (pinned), and a plan that would still move a visit onto a resource not locked gives way to the
 * plan that moves nothing, so nothing is written to a resource another writer may be deciding on.
 */
function planUnderLocks(
  day: DayPlanInput,
  lines: readonly VisitLine[],
  start: number,
  locked: Set<string>,
  /** Visits that stay as they are whatever they hold (a booking another writer has locked). */
  held: ReadonlySet<string> = new Set(),
): DayPlan {
  const pinned: DayPlanInput = {
    ...day,
    visits: day.visits.map((visit) =>
      !held.has(visit.id) && visit.assignments.every((a) => locked.has(a.resourceId))
        ? visit
        : { ...visit, pinned: true },
    ),
  };
  const plan = planInDay(pinned, lines, start);
  if (!plan.ok || touched(plan).every((id) => locked.has(id))) return plan;
  return planInDay({ ...day, visits: day.visits.map((visit) => ({ ...visit, pinned: true })) }, lines, start);
}

/**
 * Key-share locks the bookings and consultations (`consultation:<id>`) a plan would move, skipping
 * any another transaction holds; answers the visit ids locked.
 */
async function lockMovedVisits(trx: Knex.Transaction, ids: readonly string[]): Promise<Set<string>> {
  const got = new Set<string>();
  const consultations = ids.filter((id) => id.startsWith(CONSULTATION_PREFIX));
  const bookings = ids.filter((id) => !id.startsWith(CONSULTATION_PREFIX));
  for (const [table, list, prefix] of [
    ['bookings', bookings, ''],
    ['online_consultations', consultations, CONSULTATION_PREFIX],
  ] as const) {
    if (list.length === 0) continue;
    const { rows } = await trx.raw<{ rows: Array<{ id: string }> }>(
      `select id::text as id from ${table} where id = any(?::uuid[]) for key share skip locked`,
      [list.map((id) => id.slice(prefix.length))],
    );
    for (const row of rows) got.add(`${prefix}${row.id}`);
  }
  return got;
}

/**
 * The plan, with every booking it moves key-share locked first (writing its assignments does that
 * anyway: they reference the booking). A booking another transaction holds FOR UPDATE (the desk
 * changing it: its row, then these resources' locks) is not waited for, which would deadlock; it
 * stays where it is and the plan is made again without moving it. No extra round trip unless the
 * plan moves a booking.
 */
async function planAroundLockedBookings(
  trx: Knex.Transaction,
  day: DayPlanInput,
  lines: readonly VisitLine[],
  start: number,
  locked: Set<string>,
): Promise<DayPlan> {
  const ours = new Set<string>();
  const held = new Set<string>();
  for (;;) {
    const plan = planUnderLocks(day, lines, start, locked, held);
    if (!plan.ok) return plan;
    const toLock = plan.moved
      .map((moved) => moved.visitId)
      .filter((id) => !id.startsWith(HOLD_PREFIX) && !ours.has(id));
    if (toLock.length === 0) return plan;
    const got = await lockMovedVisits(trx, toLock);
    for (const id of toLock) (got.has(id) ? ours : held).add(id);
  }
}

export async function writeBookingAssignments(
  trx: Knex.Transaction,
  bookingId: string,
  date: string,
  assignments: readonly Assignment[],
  /** A booking just inserted has none to replace. */
  fresh = false,
  /** The desk chose them: later plans keep the visit where it is. */
  pinned = false,
): Promise<void> {
  if (!fresh) await trx('booking_assignments').where({ booking_id: bookingId }).delete();
  if (assignments.length === 0) return;
  await trx('booking_assignments').insert(
    assignments.map((assignment, position) => ({
      booking_id: bookingId,
      position,
      service_id: assignment.serviceId,
      resource_id: assignment.resourceId,
      kind: assignment.kind,
      name: assignment.name,
      service_date: date,
      start_minute: minuteOfDay(assignment.start),
      end_minute: minuteOfDay(assignment.end),
      pinned,
    })),
  );
}

/**
 * Stores who and what a booking, hold or consultation takes (a hold's id comes as `hold:<id>`, a
 * consultation's as `consultation:<id>`: visitIdOf).
 */
export async function storeAssignments(
  trx: Knex.Transaction,
  visitId: string,
  date: string,
  assignments: readonly Assignment[],
  fresh = false,
): Promise<void> {
  if (visitId.startsWith(CONSULTATION_PREFIX)) {
    await writeConsultationAssignment(trx, visitId.slice(CONSULTATION_PREFIX.length), assignments);
  } else if (visitId.startsWith(HOLD_PREFIX)) {
    await trx('slot_holds')
      .where({ id: visitId.slice(HOLD_PREFIX.length) })
      .update({ assignments: JSON.stringify(assignments) });
  } else {
    await writeBookingAssignments(trx, visitId, date, assignments, fresh);
  }
}

/**
 * Takes the resources a visit needs, inside the caller's transaction (issue 26 items 3 and 6):
 * locks every resource of the place that could serve one of its lines for that day (lock_resources:
 * one advisory lock per resource and date, in a stable order, so writers for other machines or
 * people never wait), reads the day once the locks are granted, and plans the visit by the domain/
 * rule (day-plan.ts). Not free: PlaceFull (409, alternatives filled in after the transaction).
 * Free: the visits the plan moved are stored with their new resources, the booking being moved
 * (`bookingId`) gets its new assignments, and the new visit's are answered for the caller to store
 * (a booking's rows after its INSERT, a hold's with it). The client's own hold (`holdId`) is left
 * out of the day, and removed by the caller's write.
 */
export async function takeResources(trx: Knex.Transaction, request: ResourceRequest): Promise<Assignment[]> {
  const taken = await takeResourcesOf(trx, request);
  if (taken === 'clash') throw new Error('A clash is only answered when a person is given');
  return taken.assignments;
}

/**
 * takeResources for a public write: the person's locks and check first, in the statement that
 * locks the resources (resource-locks.ts); 'clash' when they have an overlapping visit. With
 * `withTerms` (a public booking), the terms it starts with are read in that statement too.
 */
export async function takeResourcesOf(
  trx: Knex.Transaction,
  request: ResourceRequest,
  person?: PersonKeys,
  withTerms = false,
): Promise<{ assignments: Assignment[]; terms?: TermsRow | undefined } | 'clash'> {
  const { place, date, time, visit } = request;
  const lines = cartLines(visit.services, visit.rules, visit.practitionerId);
  const locked = await lockResources(trx, request, lines, person, withTerms);
  if (locked.clash) return 'clash';
  const lockable = locked.ids;
  const exclude = { bookingId: request.bookingId, holdId: request.holdId };
  const day = (await loadResourceDays(trx, { place, from: date, to: date, rules: visit.rules, exclude })).get(
    date,
  );
  if (!day) throw new PlaceFull('closed', request);
  if (visit.practitionerId) {
    // The choice checked against the resources just read: no round trip of its own.
    const problem = practitionerProblem(
      day.resources,
      lines,
      visit.practitionerId,
      placeLabel(visit.rules, place),
    );
    if (problem) throw practitionerRefused(problem);
  }
  const plan = await planAroundLockedBookings(trx, day, lines, minuteOfDay(time), new Set(lockable));
  if (!plan.ok) throw new PlaceFull(day.branchHours === null ? 'closed' : 'full', request, plan.reason);
  for (const moved of plan.moved) await storeAssignments(trx, moved.visitId, date, moved.assignments);
  if (request.bookingId) {
    await storeAssignments(trx, visitIdOf(place, request.bookingId), date, plan.assignments);
  }
  return { assignments: plan.assignments, terms: locked.terms };
}
