import type { Knex } from 'knex';

/**
 * The consultation's pending time request (at most one, by the partial unique index) as a json column
 * of the statement that reads the page: one round trip, as for bookings (change-requests.ts).
 */
export function pendingConsultationRequestColumn(db: Knex): Knex.Raw {
  return db.raw(`(
    select json_build_object(
      'requested_date', request.requested_date, 'requested_time', request.requested_time,
      'message', request.message, 'requested_at', request.requested_at)
    from consultation_change_requests request
    where request.consultation_id = online_consultations.id and request.status = 'pending'
  ) as pending_change_request`);
}
