import { CLINIC_PHONE, PRODUCT_NAME } from '../../../domain/brand';
import type { ConsultationRequestRow, ConsultationRow } from '../db/rows';
import type { RenderedEmail } from './booking-email';
import { appointmentWhen } from './booking-parts';
import { type EmailContent, renderHtml, renderText } from './email-layout';

/** The e-mails a client's change to an online consultation sends, to them or to the clinic. */

export const CONSULTATION_CHANGE_SUBJECTS = {
  cancelled: `${PRODUCT_NAME} - Online Consultation Cancelled`,
} as const;

export const consultationTimeRequestedSubject = (bookingNumber: string) =>
  `Consultation time request - ${bookingNumber}`;

const rendered = (subject: string, content: EmailContent): RenderedEmail => ({
  subject,
  text: renderText(content),
  html: renderHtml(content),
});

export function renderConsultationCancelled(row: ConsultationRow, siteUrl: string): RenderedEmail {
  return rendered(CONSULTATION_CHANGE_SUBJECTS.cancelled, {
    heading: 'Your online consultation is cancelled',
    greeting: `Hi ${row.customer_name},`,
    paragraphs: [
      `As you asked, we have cancelled your online consultation ${row.booking_number}. Nothing more is needed from you.`,
      `If you paid in advance, our team will contact you about your refund. Questions? Call us at ${CLINIC_PHONE} or reply to this e-mail.`,
    ],
    details: [
      ['Booking number', row.booking_number],
      ['Was booked for', appointmentWhen(row.consultation_date, row.consultation_time)],
      ['Type', 'Online Video Consultation'],
    ],
    closing: ['We hope to talk with you another time.'],
    siteUrl,
  });
}

export function renderConsultationTimeRequested(
  row: ConsultationRow,
  request: ConsultationRequestRow,
  siteUrl: string,
): RenderedEmail {
  const asked = appointmentWhen(request.requested_date, request.requested_time);
  return rendered(consultationTimeRequestedSubject(row.booking_number), {
    heading: 'A client asks to move an online consultation',
    greeting: 'Hello team,',
    paragraphs: [
      `${row.customer_name} asks to move online consultation ${row.booking_number} to ${asked}.`,
      'Accept or decline it on the Online Consultations screen of the back-office: the client is e-mailed your answer. The consultation stays as booked until then.',
    ],
    details: [
      ['Booking number', row.booking_number],
      ['Client', row.customer_name],
      ['Phone', row.phone],
      ['E-mail', row.email],
      ['Booked for', appointmentWhen(row.consultation_date, row.consultation_time)],
      ['Asks for', asked],
      ...(request.message ? ([['Message', request.message]] as Array<[string, string]>) : []),
    ],
    actions: [
      {
        intro: 'The back-office:',
        label: 'Open this consultation',
        href: `${siteUrl}/admin/online-consultations?q=${encodeURIComponent(row.booking_number)}`,
      },
    ],
    closing: [],
    siteUrl,
  });
}
