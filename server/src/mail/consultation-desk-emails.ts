import { CLINIC_PHONE, PRODUCT_NAME } from '../../../domain/brand';
import type { ConsultationRow, DeskEmailDetail } from '../db/rows';
import type { RenderedEmail } from './booking-email';
import { appointmentWhen } from './booking-parts';
import { manageConsultationAction } from './consultation-email';
import { type EmailContent, renderHtml, renderText } from './email-layout';

/** The e-mails the desk's changes to an online consultation send the client. */
export const CONSULTATION_DESK_EMAIL_KINDS = [
  'consultation-desk-confirmed',
  'consultation-desk-cancelled',
  'consultation-video-link',
  'consultation-desk-stranded',
  'consultation-desk-moved',
] as const;
export type ConsultationDeskEmailKind = (typeof CONSULTATION_DESK_EMAIL_KINDS)[number];

export const CONSULTATION_DESK_SUBJECTS: Record<ConsultationDeskEmailKind, string> = {
  'consultation-desk-confirmed': `${PRODUCT_NAME} - Your online consultation is confirmed`,
  'consultation-desk-cancelled': `${PRODUCT_NAME} - Your online consultation is cancelled`,
  'consultation-video-link': `${PRODUCT_NAME} - Your video-call link`,
  'consultation-desk-stranded': `${PRODUCT_NAME} - Your online consultation needs a new time`,
  'consultation-desk-moved': `${PRODUCT_NAME} - Your online consultation is moved`,
};

export const isConsultationDeskEmailKind = (kind: string): kind is ConsultationDeskEmailKind =>
  (CONSULTATION_DESK_EMAIL_KINDS as readonly string[]).includes(kind);

function content(
  kind: ConsultationDeskEmailKind,
  row: ConsultationRow,
  detail: DeskEmailDetail,
): Pick<EmailContent, 'heading' | 'paragraphs' | 'closing'> {
  const when = appointmentWhen(row.consultation_date, row.consultation_time);
  switch (kind) {
    case 'consultation-desk-confirmed':
      return {
        heading: 'Your online consultation is confirmed',
        paragraphs: [
          `Good news: the clinic has confirmed your online consultation ${row.booking_number} for ${when}.`,
          row.video_link
            ? `Join the call with this link: ${row.video_link}`
            : 'We will send you the video-call link before the call.',
        ],
        closing: ['Talk to you soon!'],
      };
    case 'consultation-desk-cancelled':
      return {
        heading: 'Your online consultation is cancelled',
        paragraphs: [
          `The clinic has cancelled your online consultation ${row.booking_number} for ${when}.`,
          ...(detail.reason ? [`The reason the clinic gave: ${detail.reason}`] : []),
          `If you paid in advance, our team will contact you about your refund. To book again or ask anything, call us at ${CLINIC_PHONE} or reply to this e-mail.`,
        ],
        closing: ['We hope to talk with you another time.'],
      };
    case 'consultation-video-link':
      return {
        heading: 'Your video-call link',
        paragraphs: [
          `Here is the link for your online consultation ${row.booking_number} on ${when}: ${detail.videoLink ?? row.video_link ?? ''}`,
          'Open it a few minutes before the call, on a phone or computer with a camera and microphone.',
        ],
        closing: ['Talk to you soon!'],
      };
    case 'consultation-desk-stranded':
      return {
        heading: 'Your online consultation needs a new time',
        paragraphs: [
          `We are sorry: the clinic can no longer take your online consultation ${row.booking_number} at ${when}.`,
          ...(detail.reason ? [`The reason: ${detail.reason}`] : []),
          `Please choose another time with the button below, or call us at ${CLINIC_PHONE}.`,
        ],
        closing: ['We are sorry for the trouble.'],
      };
    case 'consultation-desk-moved': {
      const from =
        detail.fromDate && detail.fromTime
          ? appointmentWhen(detail.fromDate, detail.fromTime)
          : 'its earlier time';
      return {
        heading: 'Your online consultation is moved',
        paragraphs: [
          `The clinic has moved your online consultation ${row.booking_number}: it was for ${from}, and is now for ${when}.`,
          `Does the new time not suit you? Call us at ${CLINIC_PHONE} or reply to this e-mail.`,
        ],
        closing: ['Talk to you soon!'],
      };
    }
  }
}

/** One desk e-mail about a consultation, rendered from the row as it stands when the worker sends it. */
export function renderConsultationDeskEmail(
  kind: ConsultationDeskEmailKind,
  row: ConsultationRow,
  detail: DeskEmailDetail,
  siteUrl: string,
  manageHref: string,
): RenderedEmail {
  const link = detail.videoLink ?? row.video_link;
  const body: EmailContent = {
    ...content(kind, row, detail),
    greeting: `Hi ${row.customer_name},`,
    details: [
      ['Booking number', row.booking_number],
      ['Date and time', appointmentWhen(row.consultation_date, row.consultation_time)],
      ['Type', 'Online Video Consultation'],
      ...(link && kind !== 'consultation-desk-cancelled'
        ? ([['Video-call link', link]] as Array<[string, string]>)
        : []),
    ],
    actions: kind === 'consultation-desk-cancelled' ? [] : [manageConsultationAction(manageHref)],
    siteUrl,
  };
  return {
    subject: CONSULTATION_DESK_SUBJECTS[kind],
    text: renderText(body),
    html: renderHtml(body),
  };
}
