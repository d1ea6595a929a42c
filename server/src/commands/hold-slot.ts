import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { DayHours } from '../../../domain/catalogue/catalogue-shapes';
import type { PlaceId } from '../../../domain/opening-hours';
import { conflict, notFound, tooManyRequests } from '../errors';
import { lockClientAddress, refuseHoldOverShare } from '../limits/day-share';
import type { WindowLimit } from '../limits/window-limit';
import { inPlaceQueue, placeQueueKey } from './place-queue';
import { takePlace } from './take-place';
import { type ResourceVisit, resourceQueueKey, usesResources } from './take-resources';

/** A hold lives as long as the booking form's countdown, and may be extended once by a minute. */
export const HOLD_SECONDS = 5 * 60;
export const HOLD_EXTENSION_SECONDS = 60;

/** A client holds one start at a time; a few tabs or a family booking together stay well under it. */
export const MAX_LIVE_HOLDS_PER_ADDRESS = 3;

/**
 * Hold writes (take, extend, release together) one client may make in ten minutes. Each change of
 * time, date, place or cart on the form is a release and a take, so 30 lets a client change their
 * mind about fifteen times; a script that releases and takes again to keep a block alive stops here.
 */
export const HOLD_WRITE_LIMIT: WindowLimit = { count: 30, windowSeconds: 600 };

export const HOLD_MESSAGES = {
  gone: 'This hold has expired or was used. Choose the time again.',
  extendedAlready: 'A hold can be extended only once.',
  tooMany: 'You are already holding several times. Book one of them, or wait a few minutes.',
  tooManyChanges:
    'You changed the time many times in a few minutes. Please wait a little, or call the clinic.',
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
  /** The place's hours that day in the current catalogue (the day share is counted against them). */
  hours: DayHours | null;
  now: Date;
  /**
   * Who asks (clientBucket: an IPv4 address, an IPv6 /64): at most MAX_LIVE_HOLDS_PER_ADDRESS live
   * holds each (429 beyond), and only they may extend or release them.
   */
  clientAddress: string;
  /** Whether the client's share of the day counts too (domain/day-share.ts; on with the public limits). */
  dayShare: boolean;
  /** The cart's treatments and the catalogue: the hold then takes resources (issue 26 item 3). */
  visit?: ResourceVisit | undefined;
}

/** 429 when the address already holds the most it may; Retry-After is when its oldest hold lapses. */
async function refuseTooManyHolds(trx: Knex.Transaction, clientAddress: string): Promise<void> {
  const live: Array<{ seconds: number | string }> = await trx('slot_holds')
    .select(trx.raw('extract(epoch from expires_at - now()) as seconds'))
    .where({ client_address: clientAddress })
    .andWhere('expires_at', '>', trx.fn.now())
    .orderBy('expires_at')
    .limit(MAX_LIVE_HOLDS_PER_ADDRESS);
  if (live.length >= MAX_LIVE_HOLDS_PER_ADDRESS) {
    throw tooManyRequests(HOLD_MESSAGES.tooMany, Number(live[0]?.seconds ?? HOLD_SECONDS));
  }
}

/**
 * Holds a start for the client while they fill in the form: the same atomic capacity check as a
 * booking (409 with alternatives when full). The client's own checks come first, under a lock on the
 * client (lockClientAddress) so that a burst from one address, over any number of server instances,
 * is counted one hold at a time: at most three live holds, and no more than its share of the day.
 * Its expiry is set by the database's clock, the one the count compares with.
 */
export async function holdSlot(db: Knex, request: HoldRequest): Promise<Hold> {
  const hold = () =>
    db.transaction(async (trx) => {
      await lockClientAddress(trx, request.clientAddress);
      await refuseTooManyHolds(trx, request.clientAddress);
      if (request.dayShare) await refuseHoldOverShare(trx, request.clientAddress, request);
      const assignments = await takePlace(trx, request);
      const [row] = (await trx('slot_holds')
        .insert({
          service_ids: JSON.stringify(request.visit?.services ?? []),
          practitioner_id: request.visit?.practitionerId ?? null,
          assignments: JSON.stringify(assignments),
          id: crypto.randomUUID(),
          place: request.place,
          hold_date: request.date,
          hold_time: request.time,
          visit_minutes: request.minutes,
          client_address: request.clientAddress,
          expires_at: trx.raw(`now() + make_interval(secs => ${HOLD_SECONDS})`),
        })
        .returning(['id', 'expires_at'])) as [HoldRow];
      return present(row);
    });
  const key = usesResources(request) ? resourceQueueKey(request) : placeQueueKey(request.place, request.date);
  return inPlaceQueue(db, key, hold);
}

/**
 * Adds a minute to a live hold of this client, once: 404 when it has expired, was used or is
 * another client's (told apart from nothing, so an id found elsewhere is no use), 409 the second time.
 */
export async function extendHold(db: Knex, id: string, clientAddress: string): Promise<Hold> {
  const [row] = (await db('slot_holds')
    .where({ id, extended: false, client_address: clientAddress })
    .andWhere('expires_at', '>', db.fn.now())
    .update({
      extended: true,
      expires_at: db.raw(`expires_at + make_interval(secs => ${HOLD_EXTENSION_SECONDS})`),
    })
    .returning(['id', 'expires_at'])) as HoldRow[];
  if (row) return present(row);
  const live = await db('slot_holds')
    .where({ id, client_address: clientAddress })
    .andWhere('expires_at', '>', db.fn.now())
    .first();
  throw live ? conflict(HOLD_MESSAGES.extendedAlready) : notFound(HOLD_MESSAGES.gone);
}

/** Gives a hold's place back at once (the client chose another time or left the form); its own only. */
export async function releaseHold(db: Knex, id: string, clientAddress: string): Promise<void> {
  await db('slot_holds').where({ id, client_address: clientAddress }).delete();
}
