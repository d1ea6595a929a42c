import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { WaitlistRequest } from '../../../domain/schemas/waitlist';
import { WAITLIST_MESSAGES, wishKey } from '../../../domain/waitlist';
import type { WaitlistRow } from '../db/waitlist-row';
import { conflict } from '../errors';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Puts a wish on the day's waitlist, behind those already there. The same wish while it is still
 * waiting or offered is 409 (the unique index on its key decides, so two sent at once store one).
 */
export async function joinWaitlist(db: Knex, wish: WaitlistRequest, now: Date): Promise<WaitlistRow> {
  try {
    const [row] = (await db('waitlist_entries')
      .insert({
        id: crypto.randomUUID(),
        branch: wish.branch,
        wish_date: wish.date,
        from_time: wish.from,
        to_time: wish.to,
        services: JSON.stringify(wish.services),
        customer_name: wish.customerName,
        email: wish.email,
        phone: wish.phone,
        sms_opt_in: wish.smsOptIn,
        wish_key: wishKey(wish),
        created_at: now,
        updated_at: now,
      })
      .returning('*')) as WaitlistRow[];
    return row as WaitlistRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(WAITLIST_MESSAGES.duplicate);
    throw error;
  }
}
