import { CLINIC_PHONE, PRODUCT_NAME } from '../../../domain/brand';
import { formatPesos } from '../../../domain/money';
import type { BookingRow, DeskEmailDetail } from '../db/rows';
import { bookingDetails, type RenderedEmail } from './booking-email';
import { appointmentWhen, type BranchSource, bookingIcs, bookingItems, manageAction } from './booking-parts';
import { paymentDetails } from './confirmation-parts';
import { type EmailAction, type EmailContent, renderHtml, renderText } from './email-layout';

/**
 * The e-mails the desk's changes send the client: confirmed, cancelled by the clinic, moved, no-show,
 * a visit a closed date or a lower capacity strands; and the client's own move from the manage page,
 * which reads like the desk's.
 */
export const DESK_EMAIL_KINDS = [
  'desk-confirmed',
  'desk-cancelled',
  'desk-moved',
  'desk-no-show',
  'client-moved',
  'desk-stranded',
  'booking-lapsed',
  'deposit-lapsed',
] as const;
export type DeskEmailKind = (typeof DESK_EMAIL_KINDS)[number];

export const DESK_SUBJECTS: Record<DeskEmailKind, string> = {
  'desk-confirmed': `${PRODUCT_NAME} - Your booking is confirmed`,
  'desk-cancelled': `${PRODUCT_NAME} - Your booking is cancelled`,
  'desk-moved': `${PRODUCT_NAME} - Your booking is moved`,
  'desk-no-show': `${PRODUCT_NAME} - We missed you: your booking is marked no-show`,
  'client-moved': `${PRODUCT_NAME} - Your booking is moved`,
  'desk-stranded': `${PRODUCT_NAME} - Your booking needs a new time`,
  'booking-lapsed': `${PRODUCT_NAME} - Your booking was not confirmed, and its time is released`,
  'deposit-lapsed': `${PRODUCT_NAME} - Your deposit was not paid, and your time is released`,
};

export const isDeskEmailKind = (kind: string): kind is DeskEmailKind =>
  (DESK_EMAIL_KINDS as readonly string[]).includes(kind);

export function parseDetail(detail: DeskEmailDetail | string | null | undefined): DeskEmailDetail {
  if (!detail) return {};
  return typeof detail === 'string' ? (JSON.parse(detail) as DeskEmailDetail) : detail;
}

function content(
  kind: DeskEmailKind,
  row: BookingRow,
  detail: DeskEmailDetail,
): Omit<EmailContent, 'siteUrl' | 'actions' | 'greeting' | 'details' | 'items'> {
  const when = appointmentWhen(row.service_date, row.service_time);
  switch (kind) {
    case 'desk-confirmed':
      return {
        heading: 'Your booking is confirmed',
        paragraphs: [
          `Good news: the clinic has confirmed your booking ${row.booking_number} for ${when}. Your place is kept for you.`,
          'The calendar invitation is attached.',
        ],
        closing: ['Please arrive 10 minutes early. See you soon!'],
      };
    case 'desk-cancelled':
      return {
        heading: 'Your booking is cancelled',
        paragraphs: [
          `The clinic has cancelled your booking ${row.booking_number} for ${when}.`,
          ...(detail.reason ? [`The reason the clinic gave: ${detail.reason}`] : []),
          `If you paid in advance, our team will contact you about your refund. To book again or ask anything, call us at ${CLINIC_PHONE} or reply to this e-mail.`,
        ],
        closing: ['We hope to see you another time.'],
      };
    case 'desk-moved': {
      const from =
        detail.fromDate && detail.fromTime
          ? appointmentWhen(detail.fromDate, detail.fromTime)
          : 'its earlier time';
      const place = detail.fromPlace ? ` (it was at ${detail.fromPlace})` : '';
      return {
        heading: 'Your booking is moved',
        paragraphs: [
          `The clinic has changed your booking ${row.booking_number}: it was for ${from}${place}, and is now for ${when}.`,
          'The details below are the booking as it now stands; the updated calendar invitation is attached.',
        ],
        closing: [`Does the new time not suit you? Call us at ${CLINIC_PHONE} or reply to this e-mail.`],
      };
    }
    case 'client-moved': {
      const from =
        detail.fromDate && detail.fromTime
          ? appointmentWhen(detail.fromDate, detail.fromTime)
          : 'its earlier time';
      return {
        heading: 'Your booking is moved',
        paragraphs: [
          `You moved your booking ${row.booking_number} online: it was for ${from}, and is now for ${when}.`,
          'The details below are the booking as it now stands; the updated calendar invitation is attached.',
        ],
        closing: [`Did you not make this change? Call us at ${CLINIC_PHONE} or reply to this e-mail.`],
      };
    }
    case 'desk-no-show':
      return {
        heading: 'We missed you',
        paragraphs: [
          `We did not see you at your appointment on ${when} (booking ${row.booking_number}), so it is marked as a no-show.`,
          `If this is a mistake, or you would like a new appointment, call us at ${CLINIC_PHONE} or reply to this e-mail.`,
        ],
        closing: ['We hope to see you soon.'],
      };
    case 'desk-stranded':
      return {
        heading: 'Your booking needs a new time',
        paragraphs: [
          `We are sorry: the clinic can no longer see you at ${when} (booking ${row.booking_number}).`,
          ...(detail.reason ? [`The reason: ${detail.reason}`] : []),
          `Please choose another time with the button below, or call us at ${CLINIC_PHONE}; everything else in your booking stays as it is.`,
        ],
        closing: ['We are sorry for the trouble, and hope to see you soon.'],
      };
    case 'booking-lapsed':
      return {
        heading: 'Your booking was not confirmed',
        paragraphs: [
          `Your booking ${row.booking_number} for ${when} was not confirmed by the clinic, and no payment or proof of payment was sent, so 24 hours before the visit its time was released for other clients, as your booking e-mail said.`,
          `Would you still like to come? Book again with the button below (it takes a minute), or call us at ${CLINIC_PHONE}.`,
        ],
        closing: ['We hope to see you soon.'],
      };
    case 'deposit-lapsed':
      return {
        heading: 'Your deposit was not paid in time',
        paragraphs: [
          `Your booking ${row.booking_number} for ${when} asked for a deposit${row.deposit_due ? ` of ${formatPesos(Number(row.deposit_due))}` : ''}, and we did not receive it or a proof of payment in time, so the booking is cancelled and its time released for other clients, as your booking e-mail said.`,
          `Would you still like to come? Book again with the button below, or call us at ${CLINIC_PHONE}.`,
        ],
        closing: ['We hope to see you soon.'],
      };
  }
}

/** A lapsed booking's e-mail leads to the services, to book again. */
function bookAgainAction(siteUrl: string): EmailAction {
  return {
    intro: 'Choose your treatments and a new time online:',
    label: 'Book again',
    href: `${siteUrl.replace(/\/$/, '')}/services`,
  };
}

/** One desk e-mail, rendered from the booking as it stands when the worker sends it. */
export function renderDeskEmail(
  kind: DeskEmailKind,
  row: BookingRow,
  branches: BranchSource,
  detail: DeskEmailDetail,
  siteUrl: string,
  manageHref: string,
  sequence: number,
): RenderedEmail {
  const body: EmailContent = {
    ...content(kind, row, detail),
    greeting: `Hi ${row.customer_name},`,
    details: [
      ...bookingDetails(row, branches),
      ...(kind === 'desk-confirmed' ? paymentDetails(row.payment_method) : []),
    ],
    items: bookingItems(row),
    actions: [
      kind === 'booking-lapsed' || kind === 'deposit-lapsed'
        ? bookAgainAction(siteUrl)
        : manageAction(manageHref),
    ],
    siteUrl,
  };
  const standing = kind === 'desk-confirmed' || kind === 'desk-moved' || kind === 'client-moved';
  return {
    subject: DESK_SUBJECTS[kind],
    text: renderText(body),
    html: renderHtml(body),
    ...(standing ? { ics: bookingIcs(row, branches, sequence) } : {}),
  };
}
