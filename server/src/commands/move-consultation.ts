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
 * The desk moves a call to another date and time, in the caller's transaction with the call locked:
 * the start must fit the online hours and not have passed (400, by startTimeProblem) and have a free online place (409
 * with alternatives), taken by `takePlace` under the (online, day) lock, so a move and a new booking
 * into the last place cannot both get in. A call is 30 minutes on the half hour, so its old start
 * never overlaps a new one and needs no leaving out. A client's pending request to move is
 * withdrawn (the desk has decided the time), and the client is e-mailed the new time once.
 */
export async function moveConsultation(
  trx: Knex.Transaction,
  id: string,
  to: { date: string; time: string },
  actor: string,
  hours: CatalogueRules,
  now = new Date(),
): Promise<ConsultationChange> {
  const current = await lockConsultation(trx, id);
  if (current.consultation_date === to.date && current.consultation_time === to.time) {
    return { row: current, changed: false, emailQueued: false };
  }
  if (!consultationCanMove(current.status)) throw conflict(CONSULTATION_REQUEST_MESSAGES.closed);
  const wanted = { place: ONLINE_PLACE, date: to.date, time: to.time, minutes: CONSULTATION_MINUTES };
  const problem = startTimeProblem({ ...wanted, hours: hours.hoursOn(wanted.place, wanted.date), now });
  if (problem) throw validationFailed(problem);
  await takePlace(trx, { ...wanted, now, bookingId: current.id, visit: consultationVisit(hours) });
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
