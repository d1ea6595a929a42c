import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { MY_BOOKINGS_LIMITS } from '../../../domain/my-bookings';
import { emailKey } from '../../../domain/packages';
import { tooManyRequests } from '../errors';
import { MY_BOOKINGS_SUBJECT } from '../mail/my-bookings-email';
import { hasAnythingBooked } from '../queries/my-bookings';

const RATE_MESSAGE = 'Too many requests for a bookings link. Please try again later.';

async function countSince(trx: Knex, column: 'email_hash' | 'client_ip', value: string, since: Date) {
  const row = (await trx('my_bookings_requests')
    .where(column, value)
    .where('requested_at', '>', since)
    .count({ n: '*' })
    .first()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * Counts the request against the address and the network address (429 past either limit, known
 * address or not), then queues the link only when the address has something booked. Either way the
 * caller answers the same words. Counting and recording are one atomic step: the transaction first
 * takes a lock on the e-mail address, then on the client, so of concurrent requests (on any server
 * instance) each counts only after the one before it committed. Always in that order: no deadlock.
 */
export async function requestMyBookingsLink(
  db: Knex,
  email: string,
  /** The client as the limits count it (clientBucket: an IPv6 client by its /64). */
  clientIp: string,
  now: Date,
): Promise<void> {
  const address = emailKey(email);
  const hash = crypto.createHash('sha256').update(address).digest('hex');
  const windowMs = MY_BOOKINGS_LIMITS.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  await db.transaction(async (trx) => {
    for (const lock of [`my-bookings:email:${hash}`, `my-bookings:client:${clientIp}`]) {
      await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [lock]);
    }
    const [byEmail, byAddress] = await Promise.all([
      countSince(trx, 'email_hash', hash, since),
      countSince(trx, 'client_ip', clientIp, since),
    ]);
    if (byEmail >= MY_BOOKINGS_LIMITS.perEmail || byAddress >= MY_BOOKINGS_LIMITS.perAddress) {
      throw tooManyRequests(RATE_MESSAGE, windowMs / 1000);
    }
    await trx('my_bookings_requests').insert({ email_hash: hash, client_ip: clientIp, requested_at: now });
    if (!(await hasAnythingBooked(trx, address))) return;
    await trx('email_outbox').insert({
      id: crypto.randomUUID(),
      kind: 'my-bookings-link',
      to_address: address,
      subject: MY_BOOKINGS_SUBJECT,
      created_at: now,
    });
  });
}
