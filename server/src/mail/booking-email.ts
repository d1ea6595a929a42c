import { findBranch } from '../../../domain/branches';
import { CLINIC_EMAIL, PRODUCT_NAME } from '../../../domain/brand';
import { formatManilaDate } from '../../../domain/manila-date';
import { formatPesos } from '../../../domain/money';
import { formatTimeLabel } from '../../../domain/time-slots';
import type { BookingRow } from '../db/rows';
import { bookedLines } from '../presenters/booking';
import { CALENDAR_DOMAIN, CONFIRM_PROMISE, paymentDetails, proofOfPaymentAction } from './confirmation-parts';
import { type EmailContent, renderHtml, renderText } from './email-layout';
import { buildIcs, eventUid } from './ics';

export const BOOKING_SUBJECT = `${PRODUCT_NAME} - Booking Confirmation`;
/** A calendar block long enough for most treatments; the clinic adjusts when it confirms. */
const APPOINTMENT_MINUTES = 60;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  ics: string;
}

function location(row: BookingRow): string {
  if (row.service_type === 'home') {
    return row.landmark
      ? `Home service: ${row.address} (landmark: ${row.landmark})`
      : `Home service: ${row.address}`;
  }
  const branch = findBranch(row.branch);
  return branch ? `${branch.name} branch, ${branch.address}` : row.branch;
}

export function renderBookingConfirmation(row: BookingRow, siteUrl: string): RenderedEmail {
  const total = Number(row.total_price);
  const lines = bookedLines(row);
  const when = `${formatManilaDate(row.service_date)} at ${formatTimeLabel(row.service_time)}`;
  const serviceType = row.service_type === 'home' ? 'Home service' : 'Clinic visit';
  const content: EmailContent = {
    heading: 'Booking Confirmation',
    greeting: `Hi ${row.customer_name},`,
    paragraphs: [
      `Thank you for booking with ${PRODUCT_NAME}. Your booking ${row.booking_number} is tentative until our booking team confirms it.`,
      CONFIRM_PROMISE,
    ],
    details: [
      ['Booking number', row.booking_number],
      ['Date and time', when],
      ['Service type', serviceType],
      ['Location', location(row)],
      ...paymentDetails(row.payment_method),
      ...(row.notes ? ([['Your notes', row.notes]] as Array<[string, string]>) : []),
    ],
    items: {
      rows: lines.map((line) => [
        `${line.name} × ${line.quantity}`,
        line.lineTotal > 0 ? formatPesos(line.lineTotal) : 'Price upon consultation',
      ]),
      totalLabel: 'Total',
      total: total > 0 ? formatPesos(total) : 'To be discussed during consultation',
    },
    action: proofOfPaymentAction(row.booking_number),
    closing: [
      row.service_type === 'home'
        ? 'The home service fee is finalised when we call you to confirm.'
        : 'Please arrive 10 minutes early. Need to change something? Reply to this e-mail or call us.',
      'See you soon!',
    ],
    siteUrl,
  };
  const ics = buildIcs({
    uid: eventUid('booking', row.id, CALENDAR_DOMAIN),
    date: row.service_date,
    time: row.service_time,
    durationMinutes: APPOINTMENT_MINUTES,
    summary: `${PRODUCT_NAME} appointment (${row.booking_number})`,
    location: location(row),
    description: `${lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}. Booking ${row.booking_number}. ${CONFIRM_PROMISE}`,
    organizerName: PRODUCT_NAME,
    organizerEmail: CLINIC_EMAIL,
  });
  return { subject: BOOKING_SUBJECT, text: renderText(content), html: renderHtml(content), ics };
}
