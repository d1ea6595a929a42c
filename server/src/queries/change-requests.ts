import type { Knex } from 'knex';
import type { BookingRow, ChangeRequestRow } from '../db/rows';

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

/** What a list shows of a booking's pending change request. */
export type PendingRequest = Pick<
  ChangeRequestRow,
  'requested_date' | 'requested_time' | 'message' | 'requested_at'
>;

/** A booking as a list reads it: the row and its pending change request, if any. */
export type BookingListRow = BookingRow & { pending_change_request: PendingRequest | null };

/**
 * The booking's pending change request (at most one, by the partial unique index) as a json column
 * of the very statement that reads the page, so a page costs one round trip to the database. Before
 * this, a second query after each page added its time to every list request.
 */
export function pendingRequestColumn(db: Knex): Knex.Raw {
  return db.raw(`(
    select json_build_object(
      'requested_date', request.requested_date, 'requested_time', request.requested_time,
      'message', request.message, 'requested_at', request.requested_at)
    from booking_change_requests request
    where request.booking_id = bookings.id and request.status = 'pending'
  ) as pending_change_request`);
}
