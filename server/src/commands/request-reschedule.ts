import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { canRequestReschedule, slotHasPassed } from '../../../domain/appointment-time';
import { EVENT_ACTORS, MANAGE_MESSAGES, RESCHEDULE_REQUESTS_PER_DAY } from '../../../domain/manage-booking';
import type { RescheduleRequest } from '../../../domain/schemas/manage';
import { startTimeProblem } from '../../../domain/start-time';
import { conflict, tooManyRequests, validationFailed } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { rescheduleRequestedSubject } from '../mail/change-emails';
import { enqueueBookingEmail } from '../mail/enqueue';
import { lockLiveBooking, refuseClosed, withdrawPending } from './lock-booking';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * At most RESCHEDULE_REQUESTS_PER_DAY requests for one booking in any 24 hours, counted from the
 * requests themselves (so it holds across instances); the caller holds the booking's row lock, so two
 * at once cannot both slip under the limit. Retry-After says when the oldest of them leaves the window.
 */
async function refuseTooManyRequests(trx: Knex.Transaction, bookingId: string, now: Date): Promise<void> {
  const recent: Array<{ requested_at: Date | string }> = await trx('booking_change_requests')
    .where({ booking_id: bookingId })
    .where('requested_at', '>', new Date(now.getTime() - DAY_MS))
    .orderBy('requested_at', 'desc')
    .limit(RESCHEDULE_REQUESTS_PER_DAY)
    .select('requested_at');
  if (recent.length < RESCHEDULE_REQUESTS_PER_DAY) return;
  const oldest = new Date(recent[recent.length - 1]?.requested_at ?? now).getTime();
  throw tooManyRequests(MANAGE_MESSAGES.tooManyRescheduleRequests, (oldest + DAY_MS - now.getTime()) / 1000);
}

/**
 * The client asks for another date and time. A request still pending is replaced (withdrawn); the
 * clinic is e-mailed (at MAIL_BCC) to accept or decline it in the back-office.
 */
export async function requestReschedule(
  db: Knex,
  bookingId: string,
  input: RescheduleRequest,
  options: { now: Date; clinicAddress: string | undefined },
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
      now: options.now,
    });
    if (problem) throw validationFailed(problem);
    await refuseTooManyRequests(trx, bookingId, options.now);
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
