import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { CONSULTATION_REQUEST_MESSAGES } from '../../../domain/consultation-requests';
import { consultationCanMove } from '../../../domain/consultation-status';
import { ONLINE_PLACE } from '../../../domain/opening-hours';
import { startTimeProblem } from '../../../domain/start-time';
import type { ConsultationRow } from '../db/rows';
import { conflict, validationFailed } from '../errors';
import { type ConsultationChange, lockConsultation, recordAndMail } from './change-consultation-status';
import { consultationVisit } from './consultation-visit';
import { withdrawPendingConsultationRequest } from './lock-consultation';
import { takePlace } from './take-place';

const at = (date: string, time: string) => `${date} ${time}`;

/**
 * The desk moves a call to another date and time and/or gives it to a named consultant (the
 * calendar's drag onto another column), in the caller's transaction with the call locked: a new
 * start must fit the online hours and not have passed (400, by startTimeProblem); the start must
 * have a free consultant, or `consultantId` must be free then (409 with the times free, for them
 * when named), taken by `takePlace` under the consultants' day locks, so a move and a new booking
 * into the last place cannot both get in. The call itself is left out of the day it is planned in.
 * A client's pending request to move is withdrawn (the desk has decided the time), and the client
 * is e-mailed a new time once; a new consultant alone changes nothing the client was told, so it is
 * neither written in the history nor e-mailed (as the resources screen's reassignment).
 */
export async function moveConsultation(
  trx: Knex.Transaction,
  id: string,
  to: { date: string; time: string; consultantId?: string | undefined },
  actor: string,
  hours: CatalogueRules,
  now = new Date(),
): Promise<ConsultationChange> {
  const current = await lockConsultation(trx, id);
  const sameTime = current.consultation_date === to.date && current.consultation_time === to.time;
  const sameConsultant = !to.consultantId || to.consultantId === current.consultant_id;
  if (sameTime && sameConsultant) return { row: current, changed: false, emailQueued: false };
  if (!consultationCanMove(current.status)) throw conflict(CONSULTATION_REQUEST_MESSAGES.closed);
  const wanted = { place: ONLINE_PLACE, date: to.date, time: to.time, minutes: CONSULTATION_MINUTES };
  if (!sameTime) {
    const problem = startTimeProblem({ ...wanted, hours: hours.hoursOn(wanted.place, wanted.date), now });
    if (problem) throw validationFailed(problem);
  }
  await takePlace(trx, {
    ...wanted,
    now,
    bookingId: current.id,
    visit: consultationVisit(hours, to.consultantId),
  });
  if (sameTime) {
    const row = (await trx<ConsultationRow>('online_consultations')
      .where({ id: current.id })
      .first()) as ConsultationRow;
    return { row, changed: true, emailQueued: false };
  }
  const [updated] = (await trx<ConsultationRow>('online_consultations')
    .where({ id: current.id })
    .update({ consultation_date: to.date, consultation_time: to.time })
    .returning('*')) as [ConsultationRow];
  await withdrawPendingConsultationRequest(trx, current.id);
  const emailQueued = await recordAndMail(
    trx,
    updated,
    {
      kind: 'moved',
      from: at(current.consultation_date, current.consultation_time),
      to: at(to.date, to.time),
      actor,
    },
    {
      kind: 'consultation-desk-moved',
      detail: { fromDate: current.consultation_date, fromTime: current.consultation_time },
    },
  );
  return { row: updated, changed: true, emailQueued };
}
