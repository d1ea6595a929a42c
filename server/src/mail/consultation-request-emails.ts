import { CLINIC_PHONE, PRODUCT_NAME } from '../../../domain/brand';
import type { ConsultationRequestRow, ConsultationRow } from '../db/rows';
import type { RenderedEmail } from './booking-email';
import { appointmentWhen } from './booking-parts';
import { consultationIcs, manageConsultationAction } from './consultation-email';
import { type EmailContent, renderHtml, renderText } from './email-layout';

/** The client's answer when the desk decides their request to move an online consultation. */
export const CONSULTATION_REQUEST_EMAIL_KINDS = [
  'consultation-time-accepted',
  'consultation-time-declined',
] as const;
export type ConsultationRequestEmailKind = (typeof CONSULTATION_REQUEST_EMAIL_KINDS)[number];

export const CONSULTATION_REQUEST_SUBJECTS: Record<ConsultationRequestEmailKind, string> = {
  'consultation-time-accepted': `${PRODUCT_NAME} - Your online consultation is moved`,
  'consultation-time-declined': `${PRODUCT_NAME} - About your request to move your online consultation`,
};

export const isConsultationRequestEmailKind = (kind: string): kind is ConsultationRequestEmailKind =>
  (CONSULTATION_REQUEST_EMAIL_KINDS as readonly string[]).includes(kind);

function details(row: ConsultationRow): EmailContent['details'] {
  return [
    ['Booking number', row.booking_number],
    ['Date and time', appointmentWhen(row.consultation_date, row.consultation_time)],
    ['Type', 'Online Video Consultation'],
    ...(row.video_link ? ([['Video-call link', row.video_link]] as Array<[string, string]>) : []),
  ];
}

/**
 * Rendered from the consultation as it stands when the worker sends it and from the request the
 * outbox row names. `sequence` (accepted moves so far) lets the client's calendar update the call.
 */
export function renderConsultationRequestEmail(
  kind: ConsultationRequestEmailKind,
  row: ConsultationRow,
  request: ConsultationRequestRow,
  options: { siteUrl: string; manageHref: string; sequence: number },
): RenderedEmail {
  const asked = appointmentWhen(request.requested_date, request.requested_time);
  const accepted = kind === 'consultation-time-accepted';
  const content: EmailContent = accepted
    ? {
        heading: 'Your online consultation is moved',
        greeting: `Hi ${row.customer_name},`,
        paragraphs: [
          `Good news: the clinic has moved your online consultation ${row.booking_number} to ${asked}, as you asked.`,
          'The updated calendar invitation is attached.',
        ],
        details: details(row),
        actions: [manageConsultationAction(options.manageHref)],
        closing: ['Talk to you soon!'],
        siteUrl: options.siteUrl,
      }
    : {
        heading: 'About your request to move your consultation',
        greeting: `Hi ${row.customer_name},`,
        paragraphs: [
          `We are sorry: the clinic cannot move your online consultation ${row.booking_number} to ${asked}. Your consultation stays as it was.`,
          ...(request.reply ? [`A note from the clinic: ${request.reply}`] : []),
          `You can ask for another date and time from your consultation page, or call us at ${CLINIC_PHONE}.`,
        ],
        details: details(row),
        actions: [manageConsultationAction(options.manageHref)],
        closing: ['Thank you for your patience.'],
        siteUrl: options.siteUrl,
      };
  return {
    subject: CONSULTATION_REQUEST_SUBJECTS[kind],
    text: renderText(content),
    html: renderHtml(content),
    ...(accepted ? { ics: consultationIcs(row, options.sequence) } : {}),
  };
}
