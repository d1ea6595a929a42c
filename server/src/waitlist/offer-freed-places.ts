import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { manilaDate } from '../../../domain/manila-date';
import type { PlaceId } from '../../../domain/opening-hours';
import { firstFittingStart, offerEndsAt } from '../../../domain/waitlist';
import { placeVisit } from '../commands/consultation-visit';
import { type Hold, holdSlot } from '../commands/hold-slot';
import { PlaceFull } from '../commands/take-place';
import { servicesOf, type WaitlistRow } from '../db/waitlist-row';
import { HttpError } from '../errors';
import { WAITLIST_OFFER_SUBJECT } from '../mail/waitlist-offer-email';
import { dayAvailability } from '../queries/availability';
import { requestedVisitMinutes } from '../validation/visit-request';
import { waitlistOfferKey } from './offer-keys';

export interface OfferRound {
  /** Wishes offered a time in this round, in line order. */
  offered: string[];
  /** Offers that ran out untaken: their place was given back (and may have gone to the next wish). */
  missed: string[];
}

/** The wish was offered or closed by another instance meanwhile: its hold is rolled back. */
class WishMoved extends Error {}

/** The hold a waitlist offer makes is its own client, so the per-client hold limits never refuse it. */
const offerAddress = (id: string) => `waitlist:${id}`;

/**
 * Marks the wish offered, with the hold and the link's token, and queues its e-mail and text, in the
 * hold's transaction: all of it or none. A wish no longer waiting (another instance got there first)
 * throws WishMoved, which gives the place back.
 */
async function markOffered(
  trx: Knex.Transaction,
  wish: WaitlistRow,
  time: string,
  hold: Hold,
  now: Date,
): Promise<void> {
  const offered = {
    status: 'offered',
    offer_time: time,
    offer_hold_id: hold.id,
    offer_token: crypto.randomBytes(18).toString('base64url'),
    offered_at: now,
    offer_expires_at: hold.expiresAt,
    updated_at: now,
  };
  const changed = await trx('waitlist_entries').where({ id: wish.id, status: 'waiting' }).update(offered);
  if (changed === 0) throw new WishMoved();
  const key = waitlistOfferKey({ id: wish.id, offer_hold_id: hold.id });
  await trx('email_outbox').insert({
    id: crypto.randomUUID(),
    kind: 'waitlist-offer',
    to_address: wish.email,
    subject: WAITLIST_OFFER_SUBJECT,
    dedupe_key: key,
    detail: JSON.stringify({ waitlistEntryId: wish.id }),
  });
  await trx('sms_outbox').insert({
    id: crypto.randomUUID(),
    kind: 'waitlist-offer',
    waitlist_entry_id: wish.id,
    dedupe_key: `sms:${key}`,
  });
}

/** Offers that ran out at `now`: marked missed, their holds given back, each once over any instances. */
async function endRunOutOffers(db: Knex, now: Date): Promise<string[]> {
  return db.transaction(async (trx) => {
    const rows = (await trx('waitlist_entries')
      .where({ status: 'offered' })
      .andWhere('offer_expires_at', '<=', now)
      .forUpdate()
      .skipLocked()) as WaitlistRow[];
    for (const row of rows) {
      if (row.offer_hold_id) await trx('slot_holds').where({ id: row.offer_hold_id }).delete();
      await trx('waitlist_entries').where({ id: row.id }).update({ status: 'missed', updated_at: now });
    }
    return rows.map((row) => row.id);
  });
}

/**
 * One round of the waitlist (domain/waitlist.ts) at `now`: wishes for days past are closed, offers
 * that ran out are missed (their places given back), then each waiting wish in line order is offered
 * the first free start in its window, held WAITLIST_OFFER_MINUTES (holdSlot: the same atomic check as
 * a booking, so nobody else takes it meanwhile). A wish earlier in line takes the place first; a
 * place freed by a missed offer goes to the next in the same round. `makeOffers: false` (quiet hours)
 * only closes and ends.
 */
export async function offerFreedPlaces(
  db: Knex,
  now: Date,
  rules: CatalogueRules,
  { makeOffers = true }: { makeOffers?: boolean } = {},
): Promise<OfferRound> {
  const today = manilaDate(now);
  await db('waitlist_entries')
    .where({ status: 'waiting' })
    .andWhere('wish_date', '<', today)
    .update({ status: 'closed', updated_at: now });
  const missed = await endRunOutOffers(db, now);
  const offered: string[] = [];
  if (!makeOffers) return { offered, missed };
  const waiting = (await db('waitlist_entries')
    .where({ status: 'waiting' })
    .andWhere('wish_date', '>=', today)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])) as WaitlistRow[];
  for (const wish of waiting) {
    const place = wish.branch as PlaceId;
    const services = servicesOf(wish);
    let minutes: number;
    try {
      minutes = requestedVisitMinutes(place, services, rules);
    } catch {
      continue; // A treatment retired since: the desk sees the wish and calls.
    }
    const slots = await dayAvailability(db, {
      place,
      date: wish.wish_date,
      minutes,
      now,
      hours: rules,
      services,
    });
    const time = firstFittingStart({ from: wish.from_time, to: wish.to_time }, slots);
    if (!time) continue;
    try {
      await holdSlot(db, {
        place,
        date: wish.wish_date,
        time,
        minutes,
        hours: rules.hoursOn(place, wish.wish_date),
        now,
        clientAddress: offerAddress(wish.id),
        dayShare: false,
        visit: placeVisit(place, services, rules),
        offer: { expiresAt: offerEndsAt(now), write: (trx, hold) => markOffered(trx, wish, time, hold, now) },
      });
      offered.push(wish.id);
    } catch (error) {
      // Taken meanwhile, or the wish moved on: the next round looks again.
      if (error instanceof WishMoved || error instanceof PlaceFull) continue;
      if (error instanceof HttpError && error.status === 409) continue;
      throw error;
    }
  }
  return { offered, missed };
}
