import type { Knex } from 'knex';
import type { ChangeRequestRow } from '../db/rows';

/** The booking's newest change request, whatever became of it. */
export async function latestChangeRequest(
  db: Knex,
  bookingId: string,
): Promise<ChangeRequestRow | undefined> {
  return db<ChangeRequestRow>('booking_change_requests')
    .where({ booking_id: bookingId })
    .orderBy([
      { column: 'requested_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
}

/** The pending request of each of these bookings (at most one each), in one query for a whole page. */
export async function pendingRequestsFor(
  db: Knex,
  bookingIds: readonly string[],
): Promise<Map<string, ChangeRequestRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db<ChangeRequestRow>('booking_change_requests')
    .where({ status: 'pending' })
    .whereIn('booking_id', bookingIds);
  return new Map(rows.map((row) => [row.booking_id, row]));
}
