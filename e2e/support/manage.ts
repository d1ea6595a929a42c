import { addDays, manilaDate } from '@domain/manila-date';
import type { BookingRecord } from '@domain/schemas/records';
import { TIME_SLOT_VALUES } from '@domain/time-slots';
import { manageToken } from '../../server/src/manage/manage-token';
import { manageKeyOf } from '../../server/src/secrets';
import { type AppServer, E2E_SECRETS } from './app-server';

/** The private link the booking's e-mails carry, made with the test server's own key. */
export function manageLinkFor(server: AppServer, booking: BookingRecord): string {
  return `${server.url}/my-booking/${manageToken(manageKeyOf(E2E_SECRETS), booking._id)}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The first slot from an hour ahead (Manila): less than 24 hours away whatever the clock says,
 * since the day's last slot is 10:00 PM and the next morning's first is 10:00 AM.
 */
export function slotWithinADay(now = new Date()): { date: string; time: string } {
  const from = new Date(now.getTime() + HOUR_MS);
  for (const date of [manilaDate(from), addDays(manilaDate(from), 1)]) {
    const time = TIME_SLOT_VALUES.find((slot) => new Date(`${date}T${slot}:00+08:00`) > from);
    if (time) return { date, time };
  }
  throw new Error('No slot within a day');
}

/** Moves a booking in the database, as if it had been made for that time: the API refuses past-due dates. */
export async function setAppointment(
  server: AppServer,
  booking: BookingRecord,
  at: { date: string; time: string },
): Promise<void> {
  await server.db
    .knex('bookings')
    .where({ id: booking._id })
    .update({ service_date: at.date, service_time: at.time });
}
