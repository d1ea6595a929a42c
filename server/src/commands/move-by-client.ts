import type { Knex } from 'knex';
import { canCancelOnline } from '../../../domain/appointment-time';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { EVENT_ACTORS, MANAGE_MESSAGES } from '../../../domain/manage-booking';
import { MOVE_MESSAGES } from '../../../domain/move-booking';
import type { MoveRequest } from '../../../domain/schemas/manage';
import type { BookingRow } from '../db/rows';
import { conflict, validationFailed } from '../errors';
import { summaries } from '../events/booking-events';
import type { Answer } from '../idempotency/answer-once';
import { type IdempotencyClaim, isClaimTaken, replay } from '../idempotency/idempotency';
import { enqueueDeskEmail } from '../mail/enqueue';
import { checkFrontDeskRequest } from '../validation/front-desk-request';
import { requestWith } from './change-booking';
import { lockLiveBooking, refuseClosed, withdrawPending } from './lock-booking';
import { takePlace } from './take-place';
import { visitOfBooking } from './take-resources';

interface MoveOptions {
  now: Date;
  /** The current catalogue, read before the transaction opens. */
  rules: CatalogueRules;
  claim: IdempotencyClaim | undefined;
  /** The answer's body, read inside the transaction so it can be stored with the key. */
  answer(trx: Knex.Transaction, row: BookingRow): Promise<unknown>;
}

/**
 * The client moves their own booking from the manage link to a free start: a live booking at least
 * 24 hours away (the cancelling rule), to a start the booking's own rules allow (the desk's move
 * checks, checkFrontDeskRequest), through the same capacity check as the desk's move (takePlace: the
 * advisory lock on the place and day, its own place aside), all in one transaction with the booking
 * locked. A pending request for another time is withdrawn, the move is written to the history, the
 * client's one "moved" e-mail is queued, and the answer is stored under the Idempotency-Key in the
 * same transaction: a retry gets it back and moves nothing.
 */
export async function moveByClient(
  db: Knex,
  bookingId: string,
  input: MoveRequest,
  { now, rules, claim, answer }: MoveOptions,
): Promise<Answer> {
  try {
    return await db.transaction(async (trx) => {
      const before = await lockLiveBooking(trx, bookingId, MANAGE_MESSAGES.invalidLink);
      refuseClosed(before.status);
      if (!canCancelOnline(before.status, before.service_date, before.service_time, now)) {
        throw conflict(MOVE_MESSAGES.tooLate);
      }
      if (input.date === before.service_date && input.time === before.service_time) {
        throw validationFailed(MANAGE_MESSAGES.sameDateTime);
      }
      const { bookingData: data, minutes } = checkFrontDeskRequest(
        requestWith(before, { bookingData: { date: input.date, time: input.time } }),
        rules,
        now,
      );
      await takePlace(trx, {
        place: data.branch,
        date: data.date,
        time: data.time,
        minutes,
        bookingId,
        now,
        visit: visitOfBooking(before.cart_items, rules, before.practitioner_id),
      });
      const [moved] = (await trx<BookingRow>('bookings')
        .where({ id: bookingId })
        .update({
          service_date: data.date,
          service_time: data.time,
          visit_minutes: minutes,
          updated_by: EVENT_ACTORS.client,
          updated_at: trx.fn.now(),
        })
        .returning('*')) as BookingRow[];
      const row = moved as BookingRow;
      const actor = EVENT_ACTORS.client;
      if (await withdrawPending(trx, bookingId)) {
        await trx('booking_events').insert({
          booking_id: bookingId,
          kind: 'reschedule_withdrawn',
          actor,
          summary: summaries.rescheduleWithdrawn,
        });
      }
      const from = { date: before.service_date, time: before.service_time };
      const [event] = (await trx('booking_events')
        .insert({
          booking_id: bookingId,
          kind: 'moved_by_client',
          actor,
          summary: summaries.movedByClient(from, { date: data.date, time: data.time }),
        })
        .returning('id')) as Array<{ id: string | number }>;
      await enqueueDeskEmail(trx, {
        kind: 'client-moved',
        booking: row,
        dedupeKey: `client-moved:${bookingId}:${event?.id}`,
        detail: { fromDate: from.date, fromTime: from.time },
      });
      const response = { status: 200, body: await answer(trx, row) };
      if (claim) {
        await trx('idempotency_keys').insert({
          scope: claim.scope,
          key: claim.key,
          request_hash: claim.hash,
          response_status: response.status,
          response_body: JSON.stringify(response.body),
        });
      }
      return { ...response, replayed: false };
    });
  } catch (error) {
    if (claim && isClaimTaken(error)) return replay(db, claim);
    throw error;
  }
}
