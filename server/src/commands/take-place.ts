import type { Knex } from 'knex';
import { formatAppointmentShort } from '../../../domain/appointment-time';
import { occupancy, remainingAt } from '../../../domain/availability';
import { PLACE_LABELS, type PlaceId } from '../../../domain/opening-hours';
import { START_PROBLEMS } from '../../../domain/start-time';
import { slotTaken } from '../errors';
import { findAlternatives } from '../queries/availability';
import { busyVisits, type Exclusions } from '../queries/busy-visits';
import { closedDatesBetween, placeCapacity } from '../queries/capacity-settings';

export interface PlaceRequest extends Exclusions {
  place: PlaceId;
  /** `YYYY-MM-DD`, Manila. */
  date: string;
  /** `HH:MM`. */
  time: string;
  /** The visit's length (visitMinutes). */
  minutes: number;
  now: Date;
}

/**
 * Takes one place of a place's capacity for a visit, inside the caller's transaction, which then
 * writes the booking, consultation, hold or move before it commits. Hours and passed starts are
 * checked before (400); this answers 409 with the nearest alternatives when the day is closed or the
 * start is full, and uses up the client's hold (`holdId`) when it names one.
 *
 * Why an advisory lock: the check reads many rows (every visit that day) and the write inserts a new
 * one, so no row lock or unique constraint can stand for "at most N overlapping visits", and an
 * exclusion constraint only expresses "at most one". `pg_advisory_xact_lock` on (place, date)
 * serialises exactly the writers that compete for the same day, in every server instance since the
 * lock lives in PostgreSQL, and is released by the commit or rollback. Under READ COMMITTED the count
 * runs in a statement after the lock is granted, so it sees every visit committed before. Writers of
 * other days or places never wait. One lock per transaction, so two of them cannot deadlock.
 * (PGlite has one connection, so there it serialises everything anyway.)
 */
export async function takePlace(trx: Knex.Transaction, request: PlaceRequest): Promise<void> {
  const { place, date, time, minutes } = request;
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`capacity:${place}:${date}`]);
  const [capacity, closed, visits] = await Promise.all([
    placeCapacity(trx, place),
    closedDatesBetween(trx, place, date, date),
    busyVisits(trx, place, date, date, request),
  ]);
  const exclude = { holdId: request.holdId, bookingId: request.bookingId };
  if (closed.has(date)) {
    throw slotTaken(START_PROBLEMS.closedDate, await findAlternatives(trx, request, exclude, capacity));
  }
  const remaining = remainingAt(occupancy(visits.get(date) ?? []), capacity, time, minutes);
  if (remaining < 1) {
    const alternatives = await findAlternatives(trx, request, exclude, capacity);
    throw slotTaken(fullMessage(place, date, time, alternatives.length > 0), alternatives);
  }
  if (request.holdId) await trx('slot_holds').where({ id: request.holdId }).delete();
}

function fullMessage(place: PlaceId, date: string, time: string, offered: boolean): string {
  const full = `${formatAppointmentShort(date, time)} is fully booked ${PLACE_LABELS[place]}.`;
  return offered ? `${full} Choose one of the nearest free times.` : `${full} Choose another day.`;
}
