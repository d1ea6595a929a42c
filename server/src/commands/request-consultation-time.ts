import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { slotHasPassed } from '../../../domain/appointment-time';
import type { PlaceHours } from '../../../domain/catalogue/catalogue-rules';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { CONSULTATION_MANAGE_MESSAGES, canMoveConsultation } from '../../../domain/manage-consultation';
import { ONLINE_PLACE } from '../../../domain/opening-hours';
import type { RescheduleRequest } from '../../../domain/schemas/manage';
import { startTimeProblem } from '../../../domain/start-time';
import { conflict, validationFailed } from '../errors';
import { consultationTimeRequestedSubject } from '../mail/consultation-change-emails';
import { lockOpenConsultation, withdrawPendingConsultationRequest } from './lock-consultation';
import { refuseTooManyRequests } from './request-limit';

/**
 * The client asks to move an online consultation. A pending request is replaced; the clinic (at
 * MAIL_BCC) is e-mailed, staff accept or decline it in the back-office (decide-consultation-request.ts),
 * and the consultation stays as booked until then.
 */
export async function requestConsultationTime(
  db: Knex,
  consultationId: string,
  input: RescheduleRequest,
  options: { now: Date; clinicAddress: string | undefined; hours: PlaceHours },
): Promise<void> {
  if (slotHasPassed(input.date, input.time, options.now)) {
    throw validationFailed(CONSULTATION_MANAGE_MESSAGES.slotPassed);
  }
  await db.transaction(async (trx) => {
    const row = await lockOpenConsultation(trx, consultationId);
    if (!canMoveConsultation('booked', row.consultation_date, row.consultation_time, options.now)) {
      throw conflict(CONSULTATION_MANAGE_MESSAGES.callStarted);
    }
    if (input.date === row.consultation_date && input.time === row.consultation_time) {
      throw validationFailed(CONSULTATION_MANAGE_MESSAGES.sameDateTime);
    }
    // As for bookings: the time asked for must fit the online hours, so staff can accept it.
    const problem = startTimeProblem({
      place: ONLINE_PLACE,
      date: input.date,
      time: input.time,
      minutes: CONSULTATION_MINUTES,
      hours: options.hours.hoursOn(ONLINE_PLACE, input.date),
      now: options.now,
    });
    if (problem) throw validationFailed(problem);
    await refuseTooManyRequests(
      trx,
      { table: 'consultation_change_requests', owner: 'consultation_id' },
      consultationId,
      { now: options.now, message: CONSULTATION_MANAGE_MESSAGES.tooManyRequests },
    );
    await withdrawPendingConsultationRequest(trx, consultationId);
    const id = crypto.randomUUID();
    await trx('consultation_change_requests').insert({
      id,
      consultation_id: consultationId,
      requested_date: input.date,
      requested_time: input.time,
      message: input.message,
      requested_at: options.now,
    });
    if (options.clinicAddress) {
      await trx('email_outbox').insert({
        id: crypto.randomUUID(),
        kind: 'consultation-time-requested',
        consultation_id: consultationId,
        to_address: options.clinicAddress,
        subject: consultationTimeRequestedSubject(row.booking_number),
        consultation_request_id: id,
      });
    }
  });
}
