import type { Knex } from 'knex';
import { canCancelOnline } from '../../../domain/appointment-time';
import { EVENT_ACTORS, MANAGE_MESSAGES } from '../../../domain/manage-booking';
import type { BookingRow } from '../db/rows';
import { conflict } from '../errors';
import { recordEvent, summaries } from '../events/booking-events';
import { CHANGE_SUBJECTS } from '../mail/change-emails';
import { enqueueBookingEmail } from '../mail/enqueue';
import { lockLiveBooking, refuseClosed, withdrawPending } from './lock-booking';
import { releasePackageSessions } from './package-sessions-of-booking';

/**
 * The client cancels through their link, at least 24 hours ahead: status, history, a pending change
 * request withdrawn, the audit trail and the client's e-mail, in one transaction.
 */
export async function cancelByClient(
  db: Knex,
  bookingId: string,
  options: { now: Date; mailBcc: string | undefined },
): Promise<BookingRow> {
  return db.transaction(async (trx) => {
    const current = await lockLiveBooking(trx, bookingId, MANAGE_MESSAGES.invalidLink);
    refuseClosed(current.status);
    if (!canCancelOnline(current.status, current.service_date, current.service_time, options.now)) {
      throw conflict(MANAGE_MESSAGES.tooLateToCancel);
    }
    const actor = EVENT_ACTORS.client;
    const [updated] = await trx<BookingRow>('bookings')
      .where({ id: bookingId })
      .update({ status: 'cancelled', updated_by: actor, updated_at: trx.fn.now() })
      .returning('*');
    await trx('booking_status_history').insert({
      booking_id: bookingId,
      from_status: current.status,
      to_status: 'cancelled',
      changed_by: actor,
    });
    if (await withdrawPending(trx, bookingId)) {
      await recordEvent(trx, bookingId, 'reschedule_withdrawn', actor, summaries.rescheduleWithdrawn);
    }
    await recordEvent(trx, bookingId, 'cancelled_by_client', actor, summaries.cancelledByClient);
    await releasePackageSessions(trx, current, actor);
    await enqueueBookingEmail(trx, {
      kind: 'booking-cancelled',
      bookingId,
      to: current.email,
      bcc: options.mailBcc,
      subject: CHANGE_SUBJECTS['booking-cancelled'],
    });
    return updated as BookingRow;
  });
}
