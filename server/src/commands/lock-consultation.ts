import type { Knex } from 'knex';
import { CONSULTATION_MANAGE_MESSAGES } from '../../../domain/manage-consultation';
import type { ConsultationRow } from '../db/rows';
import { conflict, notFound } from '../errors';
import { isUuid } from '../users/users';

/** The consultation, locked for the rest of the transaction; a cancelled one is refused with 409. */
export async function lockOpenConsultation(trx: Knex.Transaction, id: string): Promise<ConsultationRow> {
  const row = isUuid(id)
    ? await trx<ConsultationRow>('online_consultations').where({ id }).forUpdate().first()
    : undefined;
  if (!row) throw notFound(CONSULTATION_MANAGE_MESSAGES.invalidLink);
  if (row.cancelled_at) throw conflict(CONSULTATION_MANAGE_MESSAGES.alreadyCancelled);
  return row;
}

/** Marks the consultation's pending request for another time (if any) withdrawn. */
export async function withdrawPendingConsultationRequest(
  trx: Knex.Transaction,
  consultationId: string,
): Promise<void> {
  await trx('consultation_change_requests')
    .where({ consultation_id: consultationId, status: 'pending' })
    .update({ status: 'withdrawn' });
}
