import { PRODUCT_NAME } from '../../../domain/brand';
import { formatTimeLabel } from '../../../domain/time-slots';
import type { BookingRow } from '../db/rows';
import type { SmsKind } from './sms-kinds';

/**
 * The words of each text: our own, short enough for one 160-character GSM-7 segment with the short
 * manage link of a site address as long as `https://tbl-clinic.ph` (no curly quotes or other
 * characters that would cut the segment to 70). The clinic is named by its product name.
 */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Sat Dec 5, 2:00 PM` for 2026-12-05 at 14:00. */
export function shortWhen(date: string, time: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return `${date} ${formatTimeLabel(time)}`;
  return `${DAYS[day.getUTCDay()]} ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${formatTimeLabel(time)}`;
}

export function renderSms(
  kind: SmsKind,
  booking: Pick<BookingRow, 'booking_number' | 'service_date' | 'service_time'> &
    Partial<Pick<BookingRow, 'status'>>,
  link: string,
): string {
  const when = shortWhen(booking.service_date, booking.service_time);
  const number = booking.booking_number;
  switch (kind) {
    case 'booking-received':
      // Confirmed at once (paid, or the clinic confirms every booking): one text says it all.
      if (booking.status === 'confirmed')
        return `${PRODUCT_NAME}: Booking ${number}, ${when}, is confirmed. See you! ${link}`;
      return `${PRODUCT_NAME}: Booking ${number}, ${when} received. We will text when confirmed. ${link}`;
    case 'booking-reminder':
      return `${PRODUCT_NAME}: See you tomorrow, ${when} (booking ${number}). Come 10 min early. ${link}`;
    case 'desk-confirmed':
      return `${PRODUCT_NAME}: Booking ${number}, ${when}, is confirmed. See you! ${link}`;
    case 'desk-cancelled':
      return `${PRODUCT_NAME}: Booking ${number}, ${when}, is cancelled. New time: ${link}`;
    case 'desk-moved':
      return `${PRODUCT_NAME}: Booking ${number} is moved to ${when}. Details: ${link}`;
    case 'desk-no-show':
      return `${PRODUCT_NAME}: We missed you ${when} (booking ${number}). Rebook: ${link}`;
  }
}
