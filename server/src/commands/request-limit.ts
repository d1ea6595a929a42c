import type { Knex } from 'knex';
import { RESCHEDULE_REQUESTS_PER_DAY } from '../../../domain/manage-booking';
import { tooManyRequests } from '../errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where one kind of visit keeps its clients' requests for another time. */
export type RequestTable =
  | { table: 'booking_change_requests'; owner: 'booking_id' }
  | { table: 'consultation_change_requests'; owner: 'consultation_id' };

/**
 * At most RESCHEDULE_REQUESTS_PER_DAY requests for one booking or consultation in any 24 hours,
 * counted from the requests themselves (so it holds across instances); the caller holds the visit's
 * row lock, so two at once cannot both slip under the limit. 429 with Retry-After: when the oldest of
 * them leaves the window.
 */
export async function refuseTooManyRequests(
  trx: Knex.Transaction,
  { table, owner }: RequestTable,
  ownerId: string,
  { now, message }: { now: Date; message: string },
): Promise<void> {
  const recent: Array<{ requested_at: Date | string }> = await trx(table)
    .where({ [owner]: ownerId })
    .where('requested_at', '>', new Date(now.getTime() - DAY_MS))
    .orderBy('requested_at', 'desc')
    .limit(RESCHEDULE_REQUESTS_PER_DAY)
    .select('requested_at');
  if (recent.length < RESCHEDULE_REQUESTS_PER_DAY) return;
  const oldest = new Date(recent[recent.length - 1]?.requested_at ?? now).getTime();
  throw tooManyRequests(message, (oldest + DAY_MS - now.getTime()) / 1000);
}
