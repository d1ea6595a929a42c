import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { canRequestReschedule, slotHasPassed } from '../../../domain/appointment-time';
import type { PlaceHours } from '../../../domain/catalogue/catalogue-rules';
import { EVENT_ACTORS, MANAGE_MESSAGES } from '../../../domain/manage-booking';
import type { PlaceId } from '../../../domain/opening-hours';
import type { RescheduleRequest } from '../../../domain/schemas/manage';
import { startTimeProblem } from '../../../domain/start-time';
import { conflict, validationFailed } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { rescheduleRequestedSubject } from '../mail/change-emails';
import { enqueueBookingEmail } from '../mail/enqueue';
import { lockLiveBooking, refuseClosed, withdrawPending } from './lock-booking';
import { refuseTooManyRequests } from './request-limit';

/**
 * The client asks for another date and time. A request still pending is replaced (withdrawn); the
 * clinic is e-mailed (at MAIL_BCC) to accept or decline it in the back-office.
 */
export async function requestReschedule(
  db: Knex,
  bookingId: string,
  input: RescheduleRequest,
  options: { now: Date; clinicAddress: string | undefined; hours: PlaceHours },
): Promise<void> {
  if (slotHasPassed(input.date, input.time, options.now)) throw validationFailed(MANAGE_MESSAGES.slotPassed);
  await db.transaction(async (trx) => {
    const booking = await lockLiveBooking(trx, bookingId, MANAGE_MESSAGES.invalidLink);
    refuseClosed(booking.status);
    if (!canRequestReschedule(booking.status, booking.service_date, booking.service_time, options.now)) {
      throw conflict(MANAGE_MESSAGES.appointmentStarted);
    }
    if (input.date === booking.service_date && input.time === booking.service_time) {
      throw validationFailed(MANAGE_MESSAGES.sameDateTime);
    }
    const problem = startTimeProblem({
      place: booking.branch,
      date: input.date,
      time: input.time,
      minutes: Number(booking.visit_minutes ?? 60),
      hours: options.hours.hoursOn(booking.branch as PlaceId, input.date),
      now: options.now,
    });
    if (problem) throw validationFailed(problem);
    await refuseTooManyRequests(trx, { table: 'booking_change_requests', owner: 'booking_id' }, bookingId, {
      now: options.now,
      message: MANAGE_MESSAGES.tooManyRescheduleRequests,
    });
    const actor = EVENT_ACTORS.client;
    if (await withdrawPending(trx, bookingId)) {
      await recordEvent(trx, bookingId, 'reschedule_withdrawn', actor, summaries.rescheduleReplaced);
    }
    const id = crypto.randomUUID();
    await trx('booking_change_requests').insert({
      id,
      booking_id: bookingId,
      requested_date: input.date,
      requested_time: input.time,
      message: input.message,
      requested_at: options.now,
    });
    await recordEvent(
      trx,
      bookingId,
      'reschedule_requested',
      actor,
      summaries.rescheduleRequested(input.date, input.time),
    );
    if (options.clinicAddress) {
      await enqueueBookingEmail(trx, {
        kind: 'reschedule-requested',
        bookingId,
        to: options.clinicAddress,
        subject: rescheduleRequestedSubject(booking.booking_number),
        changeRequestId: id,
      });
    }
  });
}
