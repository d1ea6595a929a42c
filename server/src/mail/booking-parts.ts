import { CANCEL_NOTICE_HOURS } from '../../../domain/appointment-time';
import { CLINIC_EMAIL, CLINIC_PHONE, PRODUCT_NAME } from '../../../domain/brand';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { homeAddressText } from '../../../domain/home-service';
import { TRAVEL_FEE_LABEL } from '../../../domain/home-service-area';
import { formatManilaDate } from '../../../domain/manila-date';
import { formatPesos } from '../../../domain/money';
import { formatTimeLabel } from '../../../domain/time-slots';
import type { BookingRow } from '../db/rows';
import { bookedLines } from '../presenters/booking';
import { CALENDAR_DOMAIN, CONFIRM_PROMISE } from './confirmation-parts';
import type { EmailAction, EmailContent } from './email-layout';
import { buildIcs, eventUid } from './ics';

/** What every e-mail about a booking shares: where, when, what, the manage link and the calendar. */

/** A calendar block long enough for most treatments; the clinic adjusts when it confirms. */
const APPOINTMENT_MINUTES = 60;

/**
 * Where e-mails find a clinic's name and address: the catalogue version current when the e-mail is
 * rendered (server/src/catalogue), so a clinic that moves is named at its new address.
 */
export type BranchSource = Pick<CatalogueRules, 'findBranch'>;

export function bookingLocation(
  row: Pick<BookingRow, 'service_type' | 'address' | 'landmark' | 'branch'>,
  branches: BranchSource,
) {
  if (row.service_type === 'home') {
    return `Home service: ${homeAddressText(row.address, row.landmark)}`;
  }
  const branch = branches.findBranch(row.branch);
  return branch ? `${branch.name} branch, ${branch.address}` : row.branch;
}

export const appointmentWhen = (date: string, time: string) =>
  `${formatManilaDate(date)} at ${formatTimeLabel(time)}`;

export const serviceTypeLabel = (row: Pick<BookingRow, 'service_type'>) =>
  row.service_type === 'home' ? 'Home service' : 'Clinic visit';

export function bookingItems(row: BookingRow): NonNullable<EmailContent['items']> {
  const total = Number(row.total_price);
  const travelFee = Number(row.travel_fee ?? 0);
  return {
    rows: [
      ...bookedLines(row).map((line): [string, string] => [
        `${line.name} × ${line.quantity}`,
        line.lineTotal > 0 ? formatPesos(line.lineTotal) : 'Price upon consultation',
      ]),
      // Its own line, as priced when booked (bookings.travel_fee).
      ...(travelFee > 0 ? [[TRAVEL_FEE_LABEL, formatPesos(travelFee)] as [string, string]] : []),
    ],
    totalLabel: 'Total',
    total: total > 0 ? formatPesos(total) : 'To be discussed during consultation',
  };
}

/** The 24-hour notice of the terms, as every client e-mail states it. */
export const CANCEL_NOTICE = `You can cancel online until ${CANCEL_NOTICE_HOURS} hours before your appointment. After that, please call us at ${CLINIC_PHONE}.`;

export function manageAction(href: string): EmailAction {
  return {
    intro: `Need another date or time, or can no longer come? ${CANCEL_NOTICE}`,
    label: 'View, change or cancel your booking',
    href,
  };
}

/**
 * The appointment as a calendar event with one UID per booking, so a moved appointment updates the
 * entry the client already has; `sequence` must grow with each change for calendars to take it.
 */
export function bookingIcs(row: BookingRow, branches: BranchSource, sequence = 0): string {
  const lines = bookedLines(row);
  return buildIcs({
    uid: eventUid('booking', row.id, CALENDAR_DOMAIN),
    date: row.service_date,
    time: row.service_time,
    durationMinutes: APPOINTMENT_MINUTES,
    summary: `${PRODUCT_NAME} appointment (${row.booking_number})`,
    location: bookingLocation(row, branches),
    description: `${lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}. Booking ${row.booking_number}. ${CONFIRM_PROMISE}`,
    organizerName: PRODUCT_NAME,
    organizerEmail: CLINIC_EMAIL,
    sequence,
  });
}
