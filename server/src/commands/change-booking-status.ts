import type { Knex } from 'knex';
import { slotHasPassed } from '../../../domain/appointment-time';
import {
  arrivalTimes,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  statusRefusal,
} from '../../../domain/booking-status';
import type { CatalogueRules, ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { REVIEW_MESSAGES, REVIEWED_STATUSES } from '../../../domain/health-form/health-review';
import type { BookingRow } from '../db/rows';
import { conflict, notFound } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import type { DeskEmailKind } from '../mail/desk-emails';
import { enqueueDeskEmail } from '../mail/enqueue';
import { reviewIsOpen } from '../presenters/health-review';
import { enqueueSms } from '../sms/enqueue-sms';
import type { SmsKind } from '../sms/sms-kinds';
import { isUuid } from '../users/users';
import { openPackages } from './open-packages';
import { releasePackageSessions, retakePackageSessions } from './package-sessions-of-booking';
import { TAKES_A_PLACE } from './restore-booking';
import { takePlace } from './take-place';
import { visitOfBooking } from './take-resources';

/** The statuses the client is told about, and the e-mail each sends. */
const CLIENT_EMAIL: Partial<Record<BookingStatus, DeskEmailKind & SmsKind>> = {
  confirmed: 'desk-confirmed',
  cancelled: 'desk-cancelled',
  'no-show': 'desk-no-show',
};

export interface StatusChangeResult {
  row: BookingRow;
  /** False when the booking already had that status: nothing was written or sent. */
  changed: boolean;
  emailQueued: boolean;
}

/**
 * Sets any of the seven statuses (the schedule and the card advance one step; the edit dialog may pick any, going
 * back too) and records who changed it from what, in one transaction. Completed and No-show wait for
 * the appointment's start (409 before); Arrived and In treatment wait for the visit's day, from
 * shortly before the start, and stamp their time (domain/booking-status.ts arrivalTimes). Arrival
 * sends nothing to the client. Confirmed, Cancelled and No-show queue the client's e-mail,
 * named by the history line so a change is reported once. Setting the status a booking already has
 * changes nothing: a double click, or two desks at once, write one line and send one e-mail.
 */
export async function changeBookingStatus(
  trx: Knex.Transaction,
  id: string,
  status: BookingStatus,
  actor: string,
  options: {
    reason?: string;
    reviewNote?: string;
    now?: Date;
    email?: DeskEmailKind;
    /** The text in place of the status's own (an unpaid deposit's release says why). */
    sms?: SmsKind;
    catalogue: ServiceSource;
  },
): Promise<StatusChangeResult> {
  if (!isUuid(id)) throw notFound('Booking not found');
  const current = await trx<BookingRow>('bookings').where({ id }).whereNull('deleted_at').forUpdate().first();
  if (!current) throw notFound('Booking not found');
  if (current.status === status) return { row: current, changed: false, emailQueued: false };
  const now = options.now ?? new Date();
  const refusal = statusRefusal(current.status, status, current.service_date, current.service_time, now);
  if (refusal) throw conflict(refusal);
  const times = arrivalTimes(
    status,
    { arrivedAt: dateOrNull(current.arrived_at), inTreatmentAt: dateOrNull(current.in_treatment_at) },
    now,
  );
  const reason = options.reason?.trim() || null;
  // A booking the health form put under review is confirmed or completed only with a staff note,
  // kept apart from `reason` (which the client's e-mail carries): the note is health data.
  const reviewNote = options.reviewNote?.trim() || null;
  const closesReview = reviewIsOpen(current) && (REVIEWED_STATUSES as readonly string[]).includes(status);
  if (closesReview && !reviewNote) throw conflict(REVIEW_MESSAGES.noteNeeded(BOOKING_STATUS_LABELS[status]));
  const review = closesReview
    ? { review_note: reviewNote, review_cleared_by: actor, review_cleared_at: trx.fn.now() }
    : {};
  // A cancelled, no-show or completed visit made pending or confirmed again holds a place again:
  // taken by the same check as a restore (409 with alternatives when another visit took it since).
  if (
    !TAKES_A_PLACE.has(current.status) &&
    TAKES_A_PLACE.has(status) &&
    !slotHasPassed(current.service_date, current.service_time, options.now ?? new Date())
  ) {
    const rules = 'catalogue' in options.catalogue ? (options.catalogue as CatalogueRules) : undefined;
    await takePlace(trx, {
      place: current.branch,
      date: current.service_date,
      time: current.service_time,
      minutes: Number(current.visit_minutes ?? 60),
      bookingId: id,
      now: options.now ?? new Date(),
      visit: visitOfBooking(current.cart_items, rules, current.practitioner_id),
    });
  }
  const [updated] = await trx<BookingRow>('bookings')
    .where({ id })
    .update({
      status,
      arrived_at: times.arrivedAt,
      in_treatment_at: times.inTreatmentAt,
      updated_by: actor,
      updated_at: trx.fn.now(),
      ...review,
    })
    .returning('*');
  if (closesReview) await recordEvent(trx, id, 'health_review_closed', actor, REVIEW_MESSAGES.closed);
  const [history] = (await trx('booking_status_history')
    .insert({ booking_id: id, from_status: current.status, to_status: status, changed_by: actor })
    .returning('id')) as Array<{ id: string | number }>;
  await recordEvent(
    trx,
    id,
    'status_changed',
    actor,
    reason
      ? summaries.statusChangedWithReason(current.status, status, reason)
      : summaries.statusChanged(current.status, status),
  );
  // Completed before it was marked paid: the packages it bought open now (once, whichever is first).
  if (status === 'completed') await openPackages(trx, updated as BookingRow, actor, options.catalogue);
  // Sessions booked from a package go back with a cancellation, and are taken again if it is undone.
  if (status === 'cancelled') await releasePackageSessions(trx, current, actor);
  if (current.status === 'cancelled') await retakePackageSessions(trx, current, actor);
  const kind = options.email ?? CLIENT_EMAIL[status];
  const emailQueued = kind
    ? await enqueueDeskEmail(trx, {
        kind,
        booking: updated as BookingRow,
        dedupeKey: deskEmailKey(kind, updated as BookingRow, history?.id),
        detail: reason ? { reason } : undefined,
      })
    : false;
  // The text goes whatever e-mail the caller picked: it reports the status itself, keyed like the e-mail.
  const statusKind = CLIENT_EMAIL[status];
  if (statusKind) {
    const smsKind = options.sms ?? statusKind;
    await enqueueSms(trx, {
      kind: smsKind,
      bookingId: id,
      dedupeKey: `sms:${deskEmailKey(statusKind, updated as BookingRow, history?.id)}`,
    });
  }
  return { row: updated as BookingRow, changed: true, emailQueued };
}

function dateOrNull(value: Date | string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/**
 * What names a status e-mail, so each is sent once: a change reported by its history line; but a
 * no-show is a fact about one visit, so "We missed you" goes once per visit (date and time), however
 * often the desk flips it (no-show, completed, no-show again).
 */
function deskEmailKey(kind: DeskEmailKind, row: BookingRow, historyId: string | number | undefined): string {
  if (kind === 'desk-no-show') return `${kind}:${row.id}:${row.service_date}T${row.service_time}`;
  return `${kind}:${row.id}:${historyId}`;
}
