import type { Knex } from 'knex';
import { HOLDING_STATUSES } from '../../../domain/booking-status';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { contraindicationsHit } from '../../../domain/health-form/contraindications';
import type { HealthAnswers } from '../../../domain/health-form/health-answers';
import { REVIEW_MESSAGES, reviewIsOpen } from '../../../domain/health-form/health-review';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import { manilaDate } from '../../../domain/manila-date';
import { logClientAccess } from '../commands/log-client-access';
import type { BookingRow, UserRow } from '../db/rows';
import { recordEvent } from '../events/booking-events';
import { open, seal } from './health-cipher';
import { intakeForClient } from './intake-store';
import { visitCategories } from './visit-categories';

/**
 * Bookings under review because of the health form (issue 27 item 3). The reasons say as much as
 * the answers, so they are sealed like them (bound to the booking) and opened for staff through
 * `reviewReasonsForStaff`, which logs the read.
 */
function openReasons(key: Buffer, row: Pick<BookingRow, 'id' | 'review_reasons'>): string[] {
  return row.review_reasons ? (JSON.parse(open(key, row.review_reasons, row.id)) as string[]) : [];
}

/**
 * Checks each coming visit of the client against the answers as they now stand. A visit the answers
 * contraindicate goes under review with its reasons; one already under review for the same reasons
 * is left as it is (the desk's note stands), and new reasons open the review again. While a review
 * is open (no staff note yet), its reasons follow the answers: a reason answered away goes, and when
 * none is left the review closes, as if it had never opened (the client ticked "yes" by mistake and
 * changed it). A review staff closed with a note is left alone: the note is the record of the call.
 * Returns how many visits were put under review now.
 */
export async function reviewComingVisits(
  trx: Knex.Transaction,
  key: Buffer,
  clientId: string,
  answers: HealthAnswers,
  services: ServiceSource,
  now: Date,
): Promise<number> {
  const coming = await trx<BookingRow>('bookings')
    .where({ client_id: clientId })
    .whereNull('deleted_at')
    .whereIn('status', HOLDING_STATUSES)
    .where('service_date', '>=', manilaDate(now))
    .forUpdate();
  let flagged = 0;
  for (const row of coming) {
    const reasons = contraindicationsHit(visitCategories(row, services), answers);
    const before = openReasons(key, row);
    const open = reviewIsOpen({ reviewAt: row.review_at, clearedAt: row.review_cleared_at });
    if (reasons.every((reason) => before.includes(reason))) {
      if (open && reasons.length < before.length) await narrowReview(trx, key, row, reasons);
      continue;
    }
    await trx('bookings')
      .where({ id: row.id })
      .update({
        review_reasons: seal(
          key,
          JSON.stringify(open ? reasons : [...new Set([...before, ...reasons])]),
          row.id,
        ),
        review_at: now,
        review_note: null,
        review_cleared_by: null,
        review_cleared_at: null,
      });
    await recordEvent(trx, row.id, 'health_review_opened', EVENT_ACTORS.client, REVIEW_MESSAGES.flagged);
    flagged += 1;
  }
  return flagged;
}

/** An open review after answers changed to "no": fewer reasons, or none and the review is closed. */
async function narrowReview(trx: Knex.Transaction, key: Buffer, row: BookingRow, reasons: string[]) {
  if (reasons.length > 0) {
    await trx('bookings')
      .where({ id: row.id })
      .update({ review_reasons: seal(key, JSON.stringify(reasons), row.id) });
    return;
  }
  await trx('bookings').where({ id: row.id }).update({ review_reasons: null, review_at: null });
  await recordEvent(trx, row.id, 'health_review_closed', EVENT_ACTORS.client, REVIEW_MESSAGES.answeredAway);
}

/** The reasons of one booking's review, for a staff member: the read is logged first. */
export async function reviewReasonsForStaff(db: Knex, key: Buffer, row: BookingRow, staff: UserRow) {
  if (!row.review_reasons) return [];
  if (row.client_id) await logClientAccess(db, row.client_id, staff, 'health-review');
  return openReasons(key, row);
}

/**
 * A visit booked after the client filled the form is checked against it at once: the same review
 * the form's save would have opened. Runs after the booking is stored (its own transaction).
 */
export async function reviewNewVisit(
  db: Knex,
  key: Buffer,
  bookingId: string,
  services: ServiceSource,
  /** The write's own answer (write-once.ts): its client with a form, or null; undefined: look it up. */
  formClient?: string | null,
) {
  // No round trip for the usual case, a client with no form, when the write said so; one statement
  // otherwise; a transaction only for a client with a form.
  const clientId = formClient === undefined ? await clientWithFormOf(db, bookingId) : formClient;
  if (!clientId) return;
  await db.transaction(async (trx) => {
    const intake = await intakeForClient(trx, key, clientId);
    if (intake) await reviewComingVisits(trx, key, clientId, intake.answers, services, new Date());
  });
}

/** The booking's client when that client has a health form on file, else undefined. */
async function clientWithFormOf(db: Knex, bookingId: string): Promise<string | undefined> {
  const row = await db('bookings as b')
    .join('client_intake as i', 'i.client_id', 'b.client_id')
    .where('b.id', bookingId)
    .first<{ client_id: string } | undefined>('i.client_id');
  return row?.client_id;
}
