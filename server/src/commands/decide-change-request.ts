import type { Knex } from 'knex';
import { slotHasPassed } from '../../../domain/appointment-time';
import type { PlaceHours } from '../../../domain/catalogue/catalogue-rules';
import { MANAGE_MESSAGES } from '../../../domain/manage-booking';
import { startTimeProblem } from '../../../domain/start-time';
import type { BookingRow, ChangeRequestRow } from '../db/rows';
import { conflict, validationFailed } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { CHANGE_SUBJECTS } from '../mail/change-emails';
import { enqueueBookingEmail } from '../mail/enqueue';
import { lockLiveBooking, refuseClosed } from './lock-booking';
import { takePlace } from './take-place';
import { visitOfBooking } from './take-resources';

export type Decision = { accept: true } | { accept: false; reply: string | null };

export interface DecideOptions {
  actor: string;
  now: Date;
  mailBcc: string | undefined;
  /** The current catalogue's hours, read before the transaction opens. */
  hours: PlaceHours;
  /** The pending request's `requestedAt` as the desk read it: another one (replaced meanwhile) is 409. */
  seen?: string | undefined;
}

/**
 * Staff accept (the booking moves to the requested date and time) or decline a pending change
 * request; the client is e-mailed either way. One transaction, the booking locked throughout. An
 * accepted time must fit the branch's hours (400) and have a free place (409 with alternatives).
 */
export async function decideChangeRequest(
  db: Knex,
  bookingId: string,
  decision: Decision,
  { actor, now, mailBcc, seen, hours }: DecideOptions,
): Promise<BookingRow> {
  return db.transaction(async (trx) => {
    const booking = await lockLiveBooking(trx, bookingId, 'Booking not found');
    const request = await trx<ChangeRequestRow>('booking_change_requests')
      .where({ booking_id: bookingId, status: 'pending' })
      .forUpdate()
      .first();
    if (!request) throw conflict(MANAGE_MESSAGES.noPendingRequest);
    if (seen && new Date(seen).getTime() !== new Date(request.requested_at).getTime()) {
      throw conflict(MANAGE_MESSAGES.requestChangedMeanwhile);
    }
    refuseClosed(booking.status);
    let updated = booking;
    if (decision.accept) {
      if (slotHasPassed(request.requested_date, request.requested_time, now)) {
        throw conflict(MANAGE_MESSAGES.requestedTimePassed);
      }
      const wanted = {
        place: booking.branch,
        date: request.requested_date,
        time: request.requested_time,
        minutes: Number(booking.visit_minutes ?? 60),
      };
      const problem = startTimeProblem({ ...wanted, hours: hours.hoursOn(wanted.place, wanted.date), now });
      if (problem) throw validationFailed(problem);
      // Checked like a new booking; the booking's own place (it is moving) is not counted against it.
      await takePlace(trx, {
        ...wanted,
        bookingId,
        now,
        visit: visitOfBooking(booking.cart_items, hours, booking.practitioner_id),
      });
      [updated] = (await trx<BookingRow>('bookings')
        .where({ id: bookingId })
        .update({
          service_date: request.requested_date,
          service_time: request.requested_time,
          updated_by: actor,
          updated_at: trx.fn.now(),
        })
        .returning('*')) as [BookingRow];
    }
    await trx('booking_change_requests')
      .where({ id: request.id })
      .update({
        status: decision.accept ? 'accepted' : 'declined',
        decided_at: trx.fn.now(),
        decided_by: actor,
        reply: decision.accept ? null : decision.reply,
      });
    const from = { date: booking.service_date, time: booking.service_time };
    const to = { date: request.requested_date, time: request.requested_time };
    if (decision.accept) {
      await recordEvent(trx, bookingId, 'reschedule_accepted', actor, summaries.rescheduleAccepted(from, to));
    } else {
      await recordEvent(trx, bookingId, 'reschedule_declined', actor, summaries.rescheduleDeclined);
    }
    const kind = decision.accept ? 'reschedule-accepted' : 'reschedule-declined';
    await enqueueBookingEmail(trx, {
      kind,
      bookingId,
      to: booking.email,
      bcc: mailBcc,
      subject: CHANGE_SUBJECTS[kind],
      changeRequestId: request.id,
    });
    return updated;
  });
}
