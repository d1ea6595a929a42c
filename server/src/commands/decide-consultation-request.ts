import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { slotHasPassed } from '../../../domain/appointment-time';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import {
  CONSULTATION_REQUEST_EVENTS,
  CONSULTATION_REQUEST_MESSAGES,
} from '../../../domain/consultation-requests';
import { consultationCanMove } from '../../../domain/consultation-status';
import { ONLINE_PLACE } from '../../../domain/opening-hours';
import { startTimeProblem } from '../../../domain/start-time';
import type { ConsultationRequestRow, ConsultationRow } from '../db/rows';
import { conflict, validationFailed } from '../errors';
import {
  CONSULTATION_REQUEST_SUBJECTS,
  type ConsultationRequestEmailKind,
} from '../mail/consultation-request-emails';
import { lockConsultation } from './change-consultation-status';
import { consultationVisit } from './consultation-visit';
import type { Decision } from './decide-change-request';
import { takePlace } from './take-place';

const at = (date: string, time: string) => `${date} ${time}`;

/**
 * Staff accept (the consultation moves to the requested date and time) or decline a client's pending
 * request; the client is e-mailed once either way. One transaction, the consultation locked
 * throughout, as decideChangeRequest does for bookings. An accepted time must fit the online hours
 * and not have passed (400) and have a free consultant (409 with alternatives): `takePlace` takes
 * the consultants' locks for that day, so two accepts for the last consultant, or an accept racing
 * a new consultation, cannot both get in. The consultation is left out of the day it is planned in,
 * so it never blocks itself, and gets the consultant the plan gives it.
 */
export async function decideConsultationRequest(
  db: Knex,
  consultationId: string,
  decision: Decision,
  { actor, now, seen, hours }: { actor: string; now: Date; seen?: string | undefined; hours: CatalogueRules },
): Promise<ConsultationRow> {
  return db.transaction(async (trx) => {
    const consultation = await lockConsultation(trx, consultationId);
    const request = await trx<ConsultationRequestRow>('consultation_change_requests')
      .where({ consultation_id: consultation.id, status: 'pending' })
      .forUpdate()
      .first();
    if (!request) throw conflict(CONSULTATION_REQUEST_MESSAGES.noPendingRequest);
    // The client replaced the request the desk read (a new one withdraws the old): decide nothing unseen.
    if (seen && new Date(seen).getTime() !== new Date(request.requested_at).getTime()) {
      throw conflict(CONSULTATION_REQUEST_MESSAGES.changedMeanwhile);
    }
    if (!consultationCanMove(consultation.status)) {
      throw conflict(CONSULTATION_REQUEST_MESSAGES.closed);
    }
    let updated = consultation;
    if (decision.accept) {
      if (slotHasPassed(request.requested_date, request.requested_time, now)) {
        throw validationFailed(CONSULTATION_REQUEST_MESSAGES.requestedTimePassed);
      }
      const wanted = {
        place: ONLINE_PLACE,
        date: request.requested_date,
        time: request.requested_time,
        minutes: CONSULTATION_MINUTES,
      };
      const problem = startTimeProblem({ ...wanted, hours: hours.hoursOn(wanted.place, wanted.date), now });
      if (problem) throw validationFailed(problem);
      await takePlace(trx, { ...wanted, now, bookingId: consultation.id, visit: consultationVisit(hours) });
      [updated] = (await trx<ConsultationRow>('online_consultations')
        .where({ id: consultation.id })
        .update({ consultation_date: request.requested_date, consultation_time: request.requested_time })
        .returning('*')) as [ConsultationRow];
    }
    await trx('consultation_change_requests')
      .where({ id: request.id })
      .update({
        status: decision.accept ? 'accepted' : 'declined',
        decided_at: now,
        decided_by: actor,
        reply: decision.accept ? null : decision.reply,
      });
    const [event] = (await trx('consultation_events')
      .insert({
        consultation_id: consultation.id,
        kind: decision.accept ? CONSULTATION_REQUEST_EVENTS.accepted : CONSULTATION_REQUEST_EVENTS.declined,
        from_value: at(consultation.consultation_date, consultation.consultation_time),
        to_value: at(request.requested_date, request.requested_time),
        actor,
      })
      .returning('id')) as Array<{ id: string | number }>;
    const kind: ConsultationRequestEmailKind = decision.accept
      ? 'consultation-time-accepted'
      : 'consultation-time-declined';
    await trx('email_outbox').insert({
      id: crypto.randomUUID(),
      kind,
      consultation_id: consultation.id,
      consultation_request_id: request.id,
      to_address: consultation.email,
      subject: CONSULTATION_REQUEST_SUBJECTS[kind],
      dedupe_key: `${kind}:${consultation.id}:${event?.id}`,
    });
    return updated;
  });
}
