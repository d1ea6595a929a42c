import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { consultationCanMove } from '../../../domain/consultation-status';
import { ONLINE_PLACE } from '../../../domain/opening-hours';
import type { ConsultationRow } from '../db/rows';
import { conflict } from '../errors';
import { lockConsultation } from './change-consultation-status';
import { consultationVisit } from './consultation-visit';
import { takePlace } from './take-place';

/**
 * Gives an online consultation whose consultant is away to another consultant (the resources
 * screen's list of visits that need another person, issue 26 item 1). The call's row is locked
 * first, then the consultants' day (takePlace, as a desk move does), and the call is planned again
 * at its own time with `to` chosen: 400 when `to` is no consultant of the online place, 409 with
 * alternatives when they are off or busy then. Answers the call with its new consultant.
 */
export async function reassignConsultant(
  db: Knex,
  change: { consultationId: string; from: string; to: string; rules: CatalogueRules; now?: Date },
): Promise<ConsultationRow> {
  const { consultationId, from, to, rules, now = new Date() } = change;
  return db.transaction(async (trx) => {
    const call = await lockConsultation(trx, consultationId);
    if (!consultationCanMove(call.status))
      throw conflict('Only a call still to come can be given to another consultant');
    if (call.consultant_id !== from) {
      throw conflict('This call is no longer with that consultant. Refresh the list.');
    }
    await takePlace(trx, {
      place: ONLINE_PLACE,
      date: call.consultation_date,
      time: call.consultation_time,
      minutes: CONSULTATION_MINUTES,
      now,
      bookingId: call.id,
      visit: consultationVisit(rules, to),
    });
    return (await trx<ConsultationRow>('online_consultations')
      .where({ id: call.id })
      .first()) as ConsultationRow;
  });
}
