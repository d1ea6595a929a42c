import type { BookingRow } from '../db/rows';

/** The reminder's key names the booking and the date it reminds of: one per booking and date. */
export const reminderKey = (bookingId: string, date: string) => `reminder:${bookingId}:${date}`;

/**
 * A queued reminder still goes out only if the booking is confirmed, not deleted and still on the
 * date it was queued for (a booking moved since gets its own reminder for the new date).
 */
export function reminderStillDue(booking: BookingRow, dedupeKey: string | null): boolean {
  return (
    booking.status === 'confirmed' &&
    booking.deleted_at === null &&
    dedupeKey === reminderKey(booking.id, booking.service_date)
  );
}
