import { CLINIC_EMAIL, PRODUCT_NAME } from '../../../domain/brand';
import { CONSULTATION_CALL_HOW } from '../../../domain/manage-consultation';
import { formatManilaDate } from '../../../domain/manila-date';
import { formatPesos } from '../../../domain/money';
import { formatTimeLabel } from '../../../domain/time-slots';
import type { ConsultationRow } from '../db/rows';
import type { RenderedEmail } from './booking-email';
import { CALENDAR_DOMAIN, CONFIRM_PROMISE, paymentDetails, proofActions } from './confirmation-parts';
import { type EmailContent, renderHtml, renderText } from './email-layout';
import { buildIcs, eventUid } from './ics';

export const CONSULTATION_SUBJECT = `${PRODUCT_NAME} - Online Consultation Booking Confirmation`;
/** The form describes a 45-minute video call; the calendar holds that much. */
const CONSULTATION_MINUTES = 45;

/** The link to the consultation's own page: cancel 24 hours ahead, or ask for another time. */
export function manageConsultationAction(href: string) {
  return {
    intro:
      'Need another date or time, or can no longer make it? Ask for another time, or cancel up to 24 hours before your consultation.',
    label: 'View, change or cancel your consultation',
    href,
  };
}

export function renderConsultationConfirmation(
  row: ConsultationRow,
  siteUrl: string,
  manageHref: string,
): RenderedEmail {
  const when = `${formatManilaDate(row.consultation_date)} at ${formatTimeLabel(row.consultation_time)}`;
  const content: EmailContent = {
    heading: 'Online Consultation Booking Confirmation',
    greeting: `Hi ${row.customer_name},`,
    paragraphs: [
      `Thank you for booking an online video consultation with ${PRODUCT_NAME}. Your booking number is ${row.booking_number}.`,
      CONFIRM_PROMISE,
      `How the call happens: ${CONSULTATION_CALL_HOW}`,
    ],
    details: [
      ['Booking number', row.booking_number],
      ['Date and time', when],
      ['Type', 'Online Video Consultation'],
      ...paymentDetails(row.payment_method),
      ...(row.notes ? ([['Your notes', row.notes]] as Array<[string, string]>) : []),
    ],
    items: {
      rows: [['Online Video Consultation', formatPesos(Number(row.total_price))]],
      totalLabel: 'Total',
      total: formatPesos(Number(row.total_price)),
    },
    actions: [
      manageConsultationAction(manageHref),
      ...proofActions(row.payment_method, manageHref, 'consultation'),
    ],
    closing: ['Your treatment plan will be ready after the call.', 'Talk to you soon!'],
    siteUrl,
  };
  return {
    subject: CONSULTATION_SUBJECT,
    text: renderText(content),
    html: renderHtml(content),
    ics: consultationIcs(row),
  };
}

/** The call's calendar invitation; `sequence` counts the times it was moved (a client's calendar updates it). */
export function consultationIcs(row: ConsultationRow, sequence = 0): string {
  return buildIcs({
    uid: eventUid('consultation', row.id, CALENDAR_DOMAIN),
    date: row.consultation_date,
    time: row.consultation_time,
    durationMinutes: CONSULTATION_MINUTES,
    summary: `${PRODUCT_NAME} online consultation (${row.booking_number})`,
    location: 'Online video call',
    description: `Online video consultation. Booking ${row.booking_number}. ${CONSULTATION_CALL_HOW}`,
    organizerName: PRODUCT_NAME,
    organizerEmail: CLINIC_EMAIL,
    sequence,
  });
}
