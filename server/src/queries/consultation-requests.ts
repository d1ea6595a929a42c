import type { Knex } from 'knex';
import type { ConsultationListRow } from '../presenters/consultation';

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

/** At most this many waiting requests are listed above the consultations (oldest first). */
export const WAITING_REQUESTS_SHOWN = 20;

/**
 * The consultations whose client waits for an answer about another time (calls still to happen:
 * pending or confirmed), the longest-waiting first, with their request; and how many there are.
 */
export async function consultationsAwaitingDecision(
  db: Knex,
): Promise<{ rows: ConsultationListRow[]; total: number }> {
  const waiting = () =>
    db('online_consultations')
      .join('consultation_change_requests as waiting', function joinPending() {
        this.on('waiting.consultation_id', '=', 'online_consultations.id').andOnVal(
          'waiting.status',
          '=',
          'pending',
        );
      })
      .whereIn('online_consultations.status', ['pending', 'confirmed']);
  const [counted, rows] = await Promise.all([
    waiting().count({ total: '*' }).first() as Promise<{ total: string | number } | undefined>,
    waiting()
      .select('online_consultations.*', pendingConsultationRequestColumn(db))
      .orderBy([
        { column: 'waiting.requested_at', order: 'asc' },
        { column: 'online_consultations.id', order: 'asc' },
      ])
      .limit(WAITING_REQUESTS_SHOWN) as Promise<ConsultationListRow[]>,
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
