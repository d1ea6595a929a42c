import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import type {
  BookingRow,
  ChangeRequestRow,
  ConsultationRequestRow,
  ConsultationRow,
  OutboxRow,
} from '../db/rows';
import type { WaitlistRow } from '../db/waitlist-row';
import { hasIntake } from '../health-data/intake-store';
import { manageConsultationUrl, manageUrl } from '../manage/manage-token';
import { findBooking } from '../queries/bookings';
import { waitlistOfferKey } from '../waitlist/offer-keys';
import { type RenderedEmail, renderBookingConfirmation } from './booking-email';
import {
  renderBookingCancelled,
  renderBookingReminder,
  renderRescheduleAccepted,
  renderRescheduleDeclined,
  renderRescheduleRequested,
} from './change-emails';
import { renderConsultationCancelled, renderConsultationTimeRequested } from './consultation-change-emails';
import { isConsultationDeskEmailKind, renderConsultationDeskEmail } from './consultation-desk-emails';
import { renderConsultationConfirmation } from './consultation-email';
import {
  isConsultationRequestEmailKind,
  renderConsultationRequestEmail,
} from './consultation-request-emails';
import { isDeskEmailKind, parseDetail, renderDeskEmail } from './desk-emails';
import { renderMyBookingsLink } from './my-bookings-email';
import { recordedStatusOf, renderPaymentAcknowledgement } from './payment-email';
import { reminderStillDue } from './reminder-due';
import { renderStatement } from './statement-email';
import { renderWaitlistOffer } from './waitlist-offer-email';

export interface RenderOptions {
  siteUrl: string;
  /** Signs the manage links the e-mails carry. */
  manageKey: string;
  /** The catalogue version current now: the clinics' names and addresses as the e-mail gives them. */
  rules: Pick<CatalogueRules, 'findBranch' | 'findService'>;
}

/** `skip` when the e-mail is no longer worth sending (a reminder for a booking since moved or cancelled). */
export type Rendering = RenderedEmail | 'skip';

async function changeRequestOf(db: Knex, row: OutboxRow): Promise<ChangeRequestRow | undefined> {
  if (!row.change_request_id) return undefined;
  return db<ChangeRequestRow>('booking_change_requests').where({ id: row.change_request_id }).first();
}

/** How many times the booking was moved, at the client's request or by the desk: the invitation's SEQUENCE. */
async function timesMoved(db: Knex, bookingId: string): Promise<number> {
  const counted = (await db('booking_change_requests')
    .where({ booking_id: bookingId, status: 'accepted' })
    .count({ moved: '*' })
    .first()) as { moved: string | number } | undefined;
  const changed = (await db('booking_events')
    .where({ booking_id: bookingId, kind: 'changed_by_staff' })
    .count({ moved: '*' })
    .first()) as { moved: string | number } | undefined;
  return Number(counted?.moved ?? 0) + Number(changed?.moved ?? 0);
}

async function renderForBooking(
  db: Knex,
  row: OutboxRow,
  booking: BookingRow,
  { siteUrl, manageKey, rules }: RenderOptions,
): Promise<Rendering | undefined> {
  const manageHref = manageUrl(siteUrl, manageKey, booking.id);
  if (isDeskEmailKind(row.kind)) {
    const sequence = await timesMoved(db, booking.id);
    return renderDeskEmail(row.kind, booking, rules, parseDetail(row.detail), siteUrl, manageHref, sequence);
  }
  switch (row.kind) {
    case 'booking-confirmation':
      return renderBookingConfirmation(booking, rules, siteUrl, manageHref);
    case 'payment-acknowledgement':
      return renderPaymentAcknowledgement(
        booking,
        recordedStatusOf(row.dedupe_key),
        'your booking',
        siteUrl,
        manageHref,
      );
    case 'booking-cancelled':
      return renderBookingCancelled(booking, rules, siteUrl);
    case 'statement':
      // With its ledger entries, which the plain row leaves out.
      return renderStatement((await findBooking(db, booking.id)) ?? booking, rules, siteUrl);
    case 'booking-reminder':
      if (!reminderStillDue(booking, row.dedupe_key)) return 'skip';
      // A client who has not filled the health form is offered it once more, the day before.
      return renderBookingReminder(booking, rules, siteUrl, manageHref, {
        healthFormHref: (await hasIntake(db, booking.client_id)) ? undefined : `${manageHref}/health-form`,
      });
    case 'reschedule-accepted':
    case 'reschedule-declined':
    case 'reschedule-requested': {
      const request = await changeRequestOf(db, row);
      if (!request) return undefined;
      if (row.kind === 'reschedule-requested') return renderRescheduleRequested(booking, request, siteUrl);
      if (row.kind === 'reschedule-declined')
        return renderRescheduleDeclined(booking, rules, request, siteUrl, manageHref);
      return renderRescheduleAccepted(
        booking,
        rules,
        request,
        await timesMoved(db, booking.id),
        siteUrl,
        manageHref,
      );
    }
    default:
      return undefined;
  }
}

async function renderForConsultation(
  db: Knex,
  row: OutboxRow,
  consultation: ConsultationRow,
  { siteUrl, manageKey }: RenderOptions,
): Promise<Rendering | undefined> {
  if (isConsultationDeskEmailKind(row.kind)) {
    const manageHref = manageConsultationUrl(siteUrl, manageKey, consultation.id);
    return renderConsultationDeskEmail(row.kind, consultation, parseDetail(row.detail), siteUrl, manageHref);
  }
  if (isConsultationRequestEmailKind(row.kind)) {
    const request = row.consultation_request_id
      ? await db<ConsultationRequestRow>('consultation_change_requests')
          .where({ id: row.consultation_request_id })
          .first()
      : undefined;
    if (!request) return undefined;
    const moved = (await db('consultation_change_requests')
      .where({ consultation_id: consultation.id, status: 'accepted' })
      .count({ moved: '*' })
      .first()) as { moved: string | number } | undefined;
    return renderConsultationRequestEmail(row.kind, consultation, request, {
      siteUrl,
      manageHref: manageConsultationUrl(siteUrl, manageKey, consultation.id),
      sequence: Number(moved?.moved ?? 0),
    });
  }
  switch (row.kind) {
    case 'consultation-confirmation':
      return renderConsultationConfirmation(
        consultation,
        siteUrl,
        manageConsultationUrl(siteUrl, manageKey, consultation.id),
      );
    case 'consultation-cancelled':
      return renderConsultationCancelled(consultation, siteUrl);
    case 'payment-acknowledgement':
      return renderPaymentAcknowledgement(
        consultation,
        recordedStatusOf(row.dedupe_key),
        'your online consultation',
        siteUrl,
        manageConsultationUrl(siteUrl, manageKey, consultation.id),
      );
    case 'consultation-time-requested': {
      const request = row.consultation_request_id
        ? await db<ConsultationRequestRow>('consultation_change_requests')
            .where({ id: row.consultation_request_id })
            .first()
        : undefined;
      return request ? renderConsultationTimeRequested(consultation, request, siteUrl) : undefined;
    }
    default:
      return undefined;
  }
}

/** The e-mail an outbox row names, rendered from the booking or consultation as it stands. */
export async function renderOutboxRow(db: Knex, row: OutboxRow, options: RenderOptions): Promise<Rendering> {
  if (row.booking_id) {
    const booking = await db<BookingRow>('bookings').where({ id: row.booking_id }).first();
    const email = booking ? await renderForBooking(db, row, booking, options) : undefined;
    if (email) return email;
  }
  if (row.consultation_id) {
    const consultation = await db<ConsultationRow>('online_consultations')
      .where({ id: row.consultation_id })
      .first();
    const email = consultation ? await renderForConsultation(db, row, consultation, options) : undefined;
    if (email) return email;
  }
  if (row.kind === 'my-bookings-link') return renderMyBookingsLink(row, options);
  if (row.kind === 'waitlist-offer') {
    const entryId = parseDetail(row.detail).waitlistEntryId;
    const entry = entryId
      ? await db<WaitlistRow>('waitlist_entries').where({ id: entryId }).first()
      : undefined;
    // An offer that ended before its turn (booked, or passed on) is not worth sending.
    if (!entry) return 'skip';
    if (entry.status !== 'offered' || row.dedupe_key !== waitlistOfferKey(entry)) return 'skip';
    return renderWaitlistOffer(entry, options.rules, options.siteUrl);
  }
  throw new Error(`Nothing to render for outbox row ${row.id} (${row.kind})`);
}
