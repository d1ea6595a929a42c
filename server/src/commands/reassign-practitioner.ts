import type { Knex } from 'knex';
import { formatAppointmentShort } from '../../../domain/appointment-time';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { timeOfMinute } from '../../../domain/opening-hours';
import { meetsNeed } from '../../../domain/resources/need-match';
import { needOfAssignment, worksAndIsFree } from '../../../domain/resources/practitioner-gaps';
import { resourceDay } from '../../../domain/resources/resource-day';
import { resourceReason } from '../../../domain/resources/unmet-reason';
import { takenByPlan } from '../../../domain/resources/visit-plan';
import type { BookingRow } from '../db/rows';
import { conflict, HttpError } from '../errors';
import { recordEvent } from '../events/booking-events';
import { bookedLines } from '../presenters/booking';
import { withAssignmentsOf } from '../queries/booking-assignments';
import { cartLines, loadResourceDays } from '../queries/resource-days';
import { lockLiveBooking } from './lock-booking';

export interface Reassignment {
  bookingId: string;
  /** The practitioner the visit's lines are taken from. */
  from: string;
  /** The one who takes them. */
  to: string;
  actor: string;
  rules: CatalogueRules;
}

const refused = (message: string) => new HttpError(400, 'validation_failed', message, {}, { field: 'to' });

/**
 * Gives a live booking's lines held by one practitioner to another (issue 26 item 4: the desk
 * resolving a day off entered after the visit was booked). The booking's row is locked first, then
 * the new practitioner's day (lock_resources), the same order as the desk's move, so it cannot
 * deadlock with a new booking. The other must be of the branch, active and fit the line (400 naming
 * them), and work and be free for each line's whole span (409 saying why, "Dr. Cruz in use 2:00-4:00
 * PM"). The client's choice, if they made one, becomes the new practitioner, so later plans keep the
 * visit with them; the history records who changed what. Answers the booking with its assignments.
 *
 * The calendar's general `PATCH /api/bookings/:id { assignments }` (another branch of work) does
 * this and more; the two are to be unified at merge.
 */
export async function reassignPractitioner(db: Knex, change: Reassignment): Promise<BookingRow> {
  const { bookingId, from, to, actor, rules } = change;
  const row = await db.transaction(async (trx) => {
    const booking = await lockLiveBooking(trx, bookingId, 'Booking not found');
    if (booking.status !== 'pending' && booking.status !== 'confirmed') {
      throw conflict('Only a pending or confirmed booking can be given to another practitioner');
    }
    const held = (await trx('booking_assignments')
      .where({ booking_id: bookingId, resource_id: from, kind: 'practitioner' })
      .select('position', 'service_id', 'start_minute', 'end_minute', 'name')) as Array<{
      position: number;
      service_id: string;
      start_minute: number;
      end_minute: number;
      name: string;
    }>;
    if (held.length === 0)
      throw conflict('This visit is no longer with that practitioner. Refresh the list.');
    await trx.raw('select lock_resources(array[?::uuid], ?::date)', [to, booking.service_date]);
    const day = (
      await loadResourceDays(trx, {
        place: booking.branch,
        from: booking.service_date,
        to: booking.service_date,
        rules,
        exclude: { bookingId },
      })
    ).get(booking.service_date);
    const target = day?.resources.find((resource) => resource.id === to);
    if (!day || !target || target.kind !== 'practitioner') {
      throw refused('Choose a practitioner of this branch.');
    }
    if (!target.active) throw refused(`${target.name} no longer takes bookings.`);
    const own = (await trx('booking_assignments')
      .where({ booking_id: bookingId })
      .select('resource_id', 'start_minute')) as Array<{ resource_id: string; start_minute: number }>;
    const plan = resourceDay({
      ...day,
      taken: day.visits.flatMap((visit) => takenByPlan(visit.assignments)),
    });
    const entry = plan.resources.find((candidate) => candidate.resource.id === to);
    const fromResource = day.resources.find((resource) => resource.id === from);
    const lines = cartLines(
      bookedLines(booking).map((line) => line.id),
      rules,
    );
    for (const line of held) {
      const span = { start: line.start_minute, end: line.end_minute };
      if (own.some((other) => other.resource_id === to && other.start_minute === line.start_minute)) {
        throw conflict(`${target.name} already treats this visit then.`);
      }
      const cartLine = lines.find((candidate) => candidate.serviceId === line.service_id);
      const need = cartLine ? needOfAssignment(cartLine, fromResource) : undefined;
      if (need && !meetsNeed(target, need)) {
        throw refused(`${target.name} does not do ${cartLine?.serviceName ?? line.service_id}.`);
      }
      if (!entry || !worksAndIsFree(entry, span)) {
        throw conflict(
          entry ? `${resourceReason(entry, span)}. Choose someone else.` : `${target.name} is not free then.`,
        );
      }
    }
    await trx('booking_assignments')
      .where({ booking_id: bookingId, resource_id: from, kind: 'practitioner' })
      .update({ resource_id: to, name: target.name });
    const [updated] = (await trx<BookingRow>('bookings')
      .where({ id: bookingId })
      .update({
        practitioner_id: booking.practitioner_id ? to : null,
        updated_by: actor,
        updated_at: trx.fn.now(),
      })
      .returning('*')) as BookingRow[];
    const first = held[0] as (typeof held)[number];
    const when = formatAppointmentShort(booking.service_date, timeOfMinute(first.start_minute));
    await recordEvent(
      trx,
      bookingId,
      'practitioner_reassigned',
      actor,
      `Practitioner changed from ${first.name} to ${target.name} (${when})`,
    );
    return updated as BookingRow;
  });
  return withAssignmentsOf(db, row);
}
