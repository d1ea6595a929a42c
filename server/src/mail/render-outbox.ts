import type { Knex } from 'knex';
import type { BookingRow, ChangeRequestRow, ConsultationRow, OutboxRow } from '../db/rows';
import { manageUrl } from '../manage/manage-token';
import { type RenderedEmail, renderBookingConfirmation } from './booking-email';
import {
  renderBookingCancelled,
  renderBookingReminder,
  renderRescheduleAccepted,
  renderRescheduleDeclined,
  renderRescheduleRequested,
} from './change-emails';
import { renderConsultationConfirmation } from './consultation-email';
import { isDeskEmailKind, parseDetail, renderDeskEmail } from './desk-emails';
import { reminderStillDue } from './reminder-due';

export interface RenderOptions {
  siteUrl: string;
  /** Signs the manage links the e-mails carry. */
  manageKey: string;
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
  { siteUrl, manageKey }: RenderOptions,
): Promise<Rendering | undefined> {
  const manageHref = manageUrl(siteUrl, manageKey, booking.id);
  if (isDeskEmailKind(row.kind)) {
    const sequence = await timesMoved(db, booking.id);
    return renderDeskEmail(row.kind, booking, parseDetail(row.detail), siteUrl, manageHref, sequence);
  }
  switch (row.kind) {
    case 'booking-confirmation':
      return renderBookingConfirmation(booking, siteUrl, manageHref);
    case 'booking-cancelled':
      return renderBookingCancelled(booking, siteUrl);
    case 'booking-reminder':
      return reminderStillDue(booking, row.dedupe_key)
        ? renderBookingReminder(booking, siteUrl, manageHref)
        : 'skip';
    case 'reschedule-accepted':
    case 'reschedule-declined':
    case 'reschedule-requested': {
      const request = await changeRequestOf(db, row);
      if (!request) return undefined;
      if (row.kind === 'reschedule-requested') return renderRescheduleRequested(booking, request, siteUrl);
      if (row.kind === 'reschedule-declined')
        return renderRescheduleDeclined(booking, request, siteUrl, manageHref);
      return renderRescheduleAccepted(
        booking,
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

/** The e-mail an outbox row names, rendered from the booking or consultation as it stands. */
export async function renderOutboxRow(db: Knex, row: OutboxRow, options: RenderOptions): Promise<Rendering> {
  if (row.booking_id) {
    const booking = await db<BookingRow>('bookings').where({ id: row.booking_id }).first();
    const email = booking ? await renderForBooking(db, row, booking, options) : undefined;
    if (email) return email;
  }
  if (row.kind === 'consultation-confirmation' && row.consultation_id) {
    const consultation = await db<ConsultationRow>('online_consultations')
      .where({ id: row.consultation_id })
      .first();
    if (consultation) return renderConsultationConfirmation(consultation, options.siteUrl);
  }
  throw new Error(`Nothing to render for outbox row ${row.id} (${row.kind})`);
}
