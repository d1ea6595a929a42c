import { CLINIC_PHONE, PRODUCT_NAME } from '../../../domain/brand';
import type { BookingRow, ChangeRequestRow } from '../db/rows';
import { bookingDetails, type RenderedEmail } from './booking-email';
import { appointmentWhen, type BranchSource, bookingIcs, bookingItems, manageAction } from './booking-parts';
import { type EmailAction, type EmailContent, renderHtml, renderText } from './email-layout';

/** The e-mails a client's cancellation or change request sends, to the client or the clinic. */

export const CHANGE_SUBJECTS = {
  'booking-cancelled': `${PRODUCT_NAME} - Booking Cancelled`,
  'reschedule-accepted': `${PRODUCT_NAME} - Your New Date and Time`,
  'reschedule-declined': `${PRODUCT_NAME} - About Your Request to Reschedule`,
  'booking-reminder': `${PRODUCT_NAME} - See You Tomorrow`,
} as const;

export const rescheduleRequestedSubject = (bookingNumber: string) => `Reschedule request - ${bookingNumber}`;

const rendered = (subject: string, content: EmailContent, ics?: string): RenderedEmail => ({
  subject,
  text: renderText(content),
  html: renderHtml(content),
  ...(ics ? { ics } : {}),
});

export function renderBookingCancelled(
  row: BookingRow,
  branches: BranchSource,
  siteUrl: string,
): RenderedEmail {
  return rendered(CHANGE_SUBJECTS['booking-cancelled'], {
    heading: 'Your booking is cancelled',
    greeting: `Hi ${row.customer_name},`,
    paragraphs: [
      `As you asked, we have cancelled your booking ${row.booking_number}. Nothing more is needed from you.`,
      `If you paid in advance, our team will contact you about your refund. Questions? Call us at ${CLINIC_PHONE} or reply to this e-mail.`,
    ],
    details: bookingDetails(row, branches),
    items: bookingItems(row),
    closing: ['We hope to see you another time.'],
    siteUrl,
  });
}

export function renderRescheduleAccepted(
  row: BookingRow,
  branches: BranchSource,
  request: ChangeRequestRow,
  sequence: number,
  siteUrl: string,
  manageHref: string,
): RenderedEmail {
  return rendered(
    CHANGE_SUBJECTS['reschedule-accepted'],
    {
      heading: 'Your new date and time',
      greeting: `Hi ${row.customer_name},`,
      paragraphs: [
        `Good news: the clinic has moved your booking ${row.booking_number} to ${appointmentWhen(request.requested_date, request.requested_time)}, as you asked.`,
        'The updated calendar invitation is attached.',
      ],
      details: bookingDetails(row, branches),
      items: bookingItems(row),
      actions: [manageAction(manageHref)],
      closing: ['See you soon!'],
      siteUrl,
    },
    bookingIcs(row, branches, sequence),
  );
}

export function renderRescheduleDeclined(
  row: BookingRow,
  branches: BranchSource,
  request: ChangeRequestRow,
  siteUrl: string,
  manageHref: string,
): RenderedEmail {
  const asked = appointmentWhen(request.requested_date, request.requested_time);
  return rendered(CHANGE_SUBJECTS['reschedule-declined'], {
    heading: 'About your request to reschedule',
    greeting: `Hi ${row.customer_name},`,
    paragraphs: [
      `We are sorry: the clinic cannot move your booking ${row.booking_number} to ${asked}. Your booking stays as it was.`,
      ...(request.reply ? [`A note from the clinic: ${request.reply}`] : []),
      `You can ask for another date and time from your booking page, or call us at ${CLINIC_PHONE}.`,
    ],
    details: bookingDetails(row, branches),
    actions: [manageAction(manageHref)],
    closing: ['Thank you for your patience.'],
    siteUrl,
  });
}

/** To the clinic: a client asks to move their booking; staff accept or decline it in the back-office. */
export function renderRescheduleRequested(row: BookingRow, request: ChangeRequestRow, siteUrl: string) {
  return rendered(rescheduleRequestedSubject(row.booking_number), {
    heading: 'A client asks to reschedule',
    greeting: 'Hello team,',
    paragraphs: [
      `${row.customer_name} asks to move booking ${row.booking_number} to ${appointmentWhen(request.requested_date, request.requested_time)}.`,
      'Open the booking in the back-office to accept or decline; the client is e-mailed either way.',
    ],
    details: [
      ['Booking number', row.booking_number],
      ['Client', row.customer_name],
      ['Phone', row.phone],
      ['E-mail', row.email],
      ['Booked for', appointmentWhen(row.service_date, row.service_time)],
      ['Asks for', appointmentWhen(request.requested_date, request.requested_time)],
      ...(request.message ? ([['Message', request.message]] as Array<[string, string]>) : []),
    ],
    actions: [{ intro: 'The back-office:', label: 'Open the bookings', href: `${siteUrl}/admin` }],
    closing: [],
    siteUrl,
  });
}

export function renderBookingReminder(
  row: BookingRow,
  branches: BranchSource,
  siteUrl: string,
  manageHref: string,
  { healthFormHref }: { healthFormHref?: string } = {},
): RenderedEmail {
  const healthForm: EmailAction[] = healthFormHref
    ? [
        {
          intro:
            'Before your visit: a few questions about your health (allergies, pregnancy, medicines) keep your treatment safe. It takes two minutes.',
          label: 'Fill in your health form',
          href: healthFormHref,
        },
      ]
    : [];
  return rendered(
    CHANGE_SUBJECTS['booking-reminder'],
    {
      heading: 'See you tomorrow',
      greeting: `Hi ${row.customer_name},`,
      paragraphs: [
        `A friendly reminder of your appointment on ${appointmentWhen(row.service_date, row.service_time)} (booking ${row.booking_number}).`,
        row.service_type === 'home'
          ? 'Our therapist will come to the address below; please keep your phone nearby.'
          : 'Please arrive 10 minutes early.',
      ],
      details: bookingDetails(row, branches),
      items: bookingItems(row),
      actions: [...healthForm, manageAction(manageHref)],
      closing: ['See you soon!'],
      siteUrl,
    },
    bookingIcs(row, branches),
  );
}
