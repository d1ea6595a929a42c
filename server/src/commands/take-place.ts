import type { Knex } from 'knex';
import { formatAppointmentShort } from '../../../domain/appointment-time';
import type { PlaceId } from '../../../domain/opening-hours';
import type { Assignment } from '../../../domain/resources/resource-shapes';
import { START_PROBLEMS } from '../../../domain/start-time';
import { HttpError } from '../errors';
import type { Exclusions } from '../queries/busy-visits';
import { type ResourceVisit, takeResources, usesResources } from './take-resources';

export interface PlaceRequest extends Exclusions {
  /**
   * The treatments and the catalogue, when the write knows them: a clinic or home visit is then
   * decided by resources (take-resources.ts) rather than the place's capacity.
   */
  visit?: ResourceVisit | undefined;
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
 * A full start or a closed day: 409. Its alternatives are looked up after the transaction has
 * ended (see fill-alternatives.ts), so the writers queued on the lock do not wait for that search.
 */
export class PlaceFull extends HttpError {
  constructor(
    readonly verdict: Exclude<RoomVerdict, 'ok'>,
    readonly request: PlaceRequest,
    /** Why, in words for the desk ("HIFU machine in use 2:00-3:00 PM"), when resources decided. */
    readonly reason?: string,
  ) {
    const message =
      verdict === 'closed' ? START_PROBLEMS.closedDate : fullMessage(request.date, request.time);
    super(409, 'slot_taken', message, {}, { alternatives: [] });
  }
}

export type RoomVerdict = 'ok' | 'full' | 'closed';

/** The arguments of the database's `place_room` check, as named bindings. */
export function roomBindings(request: PlaceRequest): Record<string, unknown> {
  return {
    roomPlace: request.place,
    roomDay: request.date,
    roomTime: request.time,
    roomMinutes: request.minutes,
    roomBooking: request.bookingId ?? null,
    roomHold: request.holdId ?? null,
  };
}

/** The check as SQL, for a statement that writes only when it answers 'ok'. */
export const ROOM_SQL =
  'place_room(:roomPlace, :roomDay::date, :roomTime, :roomMinutes, :roomBooking::uuid, :roomHold::uuid)';

/** 409 for anything but 'ok'. */
export function refuseUnlessRoom(verdict: RoomVerdict, request: PlaceRequest): void {
  if (verdict !== 'ok') throw new PlaceFull(verdict, request);
}

/**
 * Takes what a visit needs, inside the caller's transaction, which then writes the hold, move or
 * booking before it commits: its resources when it names its treatments (takeResources, answering
 * who and what it takes), else one place of the place's capacity (answering no assignments). Hours and passed starts are checked before
 * (400); this throws PlaceFull (409, with the nearest alternatives once answered) when the day is
 * closed or the start is full, and uses up the client's hold (`holdId`). A booking by capacity runs
 * the same check inside its one INSERT statement (ROOM_SQL); one by resources in the transaction
 * around its INSERT (write-once.ts).
 *
 * Why an advisory lock: the check reads many rows (every visit that day) and the write inserts a new
 * one, so no row lock or unique constraint can stand for "at most N overlapping visits", and an
 * exclusion constraint only expresses "at most one". `pg_advisory_xact_lock` on (place, date), taken
 * by the database function `place_room`, serialises exactly the writers that compete for the same
 * day, in every server instance since the lock lives in PostgreSQL, and is released by the commit or
 * rollback. The count runs after the lock is granted, so it sees every visit committed before.
 * Writers of other days or places never wait. One lock per transaction, so two cannot deadlock.
 * (PGlite has one connection, so there it serialises everything anyway.)
 */
export async function takePlace(trx: Knex.Transaction, request: PlaceRequest): Promise<Assignment[]> {
  if (usesResources(request)) {
    const assignments = await takeResources(trx, request);
    if (request.holdId) await trx('slot_holds').where({ id: request.holdId }).delete();
    return assignments;
  }
  const { rows } = await trx.raw<{ rows: Array<{ verdict: RoomVerdict }> }>(
    `select ${ROOM_SQL} as verdict`,
    roomBindings(request),
  );
  refuseUnlessRoom(rows[0]?.verdict ?? 'full', request);
  if (request.holdId) await trx('slot_holds').where({ id: request.holdId }).delete();
  return [];
}

/**
 * '<when> is fully booked at Timog. Choose one of the nearest free times.': the place is named by
 * the catalogue's current version (placeLabel) where its alternatives are filled in.
 */
export function fullMessage(date: string, time: string, label?: string): string {
  return `${formatAppointmentShort(date, time)} is fully booked${label ? ` ${label}` : ''}. Choose one of the nearest free times.`;
}
