import type { Knex } from 'knex';
import { timeOfMinute } from '../../../domain/opening-hours';
import type { Assignment } from '../../../domain/resources/resource-shapes';
import type { BookingRow, StoredAssignment } from '../db/rows';
import { paymentEntriesColumn, type StoredPaymentEntry } from './payment-entries';

/**
 * A booking's assignments as one json value, in line order, read in the statement that reads the
 * booking (`alias` names its row): a list page stays one statement whatever its length.
 */
export const assignmentsJson = (alias: string) => `coalesce((
    select jsonb_agg(jsonb_build_object('serviceId', a.service_id, 'resourceId', a.resource_id, 'kind', a.kind,
             'name', a.name, 'start', a.start_minute, 'end', a.end_minute) order by a.position)
      from booking_assignments a where a.booking_id = ${alias}.id), '[]'::jsonb)`;

/** `assignments` as a column of a select on `bookings`. */
export function assignmentsColumn(db: Knex, alias = 'bookings'): Knex.Raw {
  return db.raw(`${assignmentsJson(alias)} as assignments`);
}

export function presentAssignments(stored: readonly StoredAssignment[] | null | undefined): Assignment[] {
  return (stored ?? []).map((a) => ({
    serviceId: a.serviceId,
    resourceId: a.resourceId,
    kind: a.kind,
    name: a.name,
    start: timeOfMinute(Number(a.start)),
    end: timeOfMinute(Number(a.end)),
  }));
}

/**
 * The rows with their assignments (and their payment entries, which the answer shows beside them),
 * read in one statement for all of them: for answers built from a row a write returned (a status
 * change, a move, a payment).
 */
export async function withAssignments<T extends BookingRow>(db: Knex, rows: readonly T[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const found = (await db('bookings')
    .select('id', assignmentsColumn(db), paymentEntriesColumn(db))
    .whereIn(
      'id',
      rows.map((row) => row.id),
    )) as Array<{
    id: string;
    assignments: StoredAssignment[];
    payment_entries: StoredPaymentEntry[];
  }>;
  const byId = new Map(found.map((row) => [row.id, row]));
  return rows.map((row) => ({
    ...row,
    assignments: byId.get(row.id)?.assignments ?? [],
    payment_entries: byId.get(row.id)?.payment_entries ?? [],
  }));
}

/** One row with its assignments (withAssignments). */
export async function withAssignmentsOf<T extends BookingRow>(db: Knex, row: T): Promise<T> {
  return (await withAssignments(db, [row]))[0] as T;
}
