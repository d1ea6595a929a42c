import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import { CONSULTATION_MANAGE_MESSAGES, canCancelConsultation } from '../../../domain/manage-consultation';
import type { ConsultationRow } from '../db/rows';
import { conflict } from '../errors';
import { CONSULTATION_CHANGE_SUBJECTS } from '../mail/consultation-change-emails';
import { lockOpenConsultation, withdrawPendingConsultationRequest } from './lock-consultation';

/**
 * The client cancels an online consultation through their link, at least 24 hours ahead: the row is
 * marked cancelled (its time freed), a pending request withdrawn and the client e-mailed, at once.
 */
export async function cancelConsultationByClient(
  db: Knex,
  consultationId: string,
  options: { now: Date; mailBcc: string | undefined },
): Promise<ConsultationRow> {
  return db.transaction(async (trx) => {
    const current = await lockOpenConsultation(trx, consultationId);
    if (!canCancelConsultation('booked', current.consultation_date, current.consultation_time, options.now)) {
      throw conflict(CONSULTATION_MANAGE_MESSAGES.tooLateToCancel);
    }
    const [updated] = await trx<ConsultationRow>('online_consultations')
      .where({ id: consultationId })
      .update({ status: 'cancelled', cancelled_at: options.now, cancelled_by: EVENT_ACTORS.client })
      .returning('*');
    await withdrawPendingConsultationRequest(trx, consultationId);
    await trx('email_outbox').insert({
      id: crypto.randomUUID(),
      kind: 'consultation-cancelled',
      consultation_id: consultationId,
      to_address: current.email,
      bcc_address: options.mailBcc ?? null,
      subject: CONSULTATION_CHANGE_SUBJECTS.cancelled,
    });
    return updated as ConsultationRow;
  });
}
