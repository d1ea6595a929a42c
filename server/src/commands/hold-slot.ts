import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { PlaceId } from '../../../domain/opening-hours';
import { conflict, notFound } from '../errors';
import { takePlace } from './take-place';

/** A hold lives as long as the booking form's countdown, and may be extended once by a minute. */
export const HOLD_SECONDS = 5 * 60;
export const HOLD_EXTENSION_SECONDS = 60;

export const HOLD_MESSAGES = {
  gone: 'This hold has expired or was used. Choose the time again.',
  extendedAlready: 'A hold can be extended only once.',
} as const;

export interface Hold {
  id: string;
  expiresAt: string;
}

interface HoldRow {
  id: string;
  expires_at: Date | string;
}

const present = (row: HoldRow): Hold => ({ id: row.id, expiresAt: new Date(row.expires_at).toISOString() });

export interface HoldRequest {
  place: PlaceId;
  date: string;
  time: string;
  minutes: number;
  now: Date;
}

/**
 * Holds a start for the client while they fill in the form: the same atomic capacity check as a
 * booking (409 with alternatives when full). Its expiry is set by the database's clock, the one the
 * count compares with.
 */
export async function holdSlot(db: Knex, request: HoldRequest): Promise<Hold> {
  return db.transaction(async (trx) => {
    await takePlace(trx, request);
    const [row] = (await trx('slot_holds')
      .insert({
        id: crypto.randomUUID(),
        place: request.place,
        hold_date: request.date,
        hold_time: request.time,
        visit_minutes: request.minutes,
        expires_at: trx.raw(`now() + make_interval(secs => ${HOLD_SECONDS})`),
      })
      .returning(['id', 'expires_at'])) as [HoldRow];
    return present(row);
  });
}

/** Adds a minute to a live hold, once: 404 when it has expired or was used, 409 the second time. */
export async function extendHold(db: Knex, id: string): Promise<Hold> {
  const [row] = (await db('slot_holds')
    .where({ id, extended: false })
    .andWhere('expires_at', '>', db.fn.now())
    .update({
      extended: true,
      expires_at: db.raw(`expires_at + make_interval(secs => ${HOLD_EXTENSION_SECONDS})`),
    })
    .returning(['id', 'expires_at'])) as HoldRow[];
  if (row) return present(row);
  const live = await db('slot_holds').where({ id }).andWhere('expires_at', '>', db.fn.now()).first();
  throw live ? conflict(HOLD_MESSAGES.extendedAlready) : notFound(HOLD_MESSAGES.gone);
}

/** Gives a hold's place back at once (the client chose another time or left the form). */
export async function releaseHold(db: Knex, id: string): Promise<void> {
  await db('slot_holds').where({ id }).delete();
}
