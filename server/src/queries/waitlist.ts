import type { Knex } from 'knex';
import type { WaitlistRow } from '../db/waitlist-row';
import { type PlaceScope, wherePlace } from './place-scope';

/** The day's waitlist (at one branch, or all), in line order. */
export async function waitlistOfDay(db: Knex, date: string, places?: PlaceScope): Promise<WaitlistRow[]> {
  return db<WaitlistRow>('waitlist_entries')
    .where({ wish_date: date })
    .modify((query) => wherePlace(query, 'branch', places))
    .orderBy([{ column: 'branch' }, { column: 'created_at' }, { column: 'id' }]);
}

/** The wish an offer link names, or undefined. */
export async function waitlistOffer(db: Knex, token: string): Promise<WaitlistRow | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  return db<WaitlistRow>('waitlist_entries').where({ offer_token: token }).first();
}
