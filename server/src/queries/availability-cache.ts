import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { manilaDate } from '../../../domain/manila-date';
import type { DayPlanInput } from '../../../domain/resources/day-plan';
import { type ByResources, type DayQuery, dayOffer, type Offer, offerOfDay, readDay } from './availability';
import { dayVersion } from './day-changes';
import type { ExplainedSlot } from './resource-availability';

/** Offers kept by one app: a few kilobytes each, a day at a place for one cart. */
export const KEPT_OFFERS = 2_000;
/** Days kept by one app, as read for the offers: up to about a hundred kilobytes each. */
export const KEPT_DAYS = 300;

interface Kept<T> {
  rules: CatalogueRules;
  version: string;
  value: T;
}

/** A map that forgets the least recently used entry past its limit. */
class Recent<T> {
  private readonly entries = new Map<string, Kept<T>>();

  constructor(private readonly limit: number) {}

  /** The value kept under `key`, if it was made under these rules and this version. */
  get(key: string, rules: CatalogueRules, version: string): Kept<T> | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.rules !== rules || kept.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept;
  }

  set(key: string, kept: Kept<T>): void {
    this.entries.delete(key);
    this.entries.set(key, kept);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The day offers an app worked out (issue 26: an answer cost about 4 ms of CPU where clients ask
 * again and again for the same days), by place, day and cart, and the days they were worked out
 * from, by place and day (another cart for the same day is planned without reading it again). Either
 * is used again only while its day's version (day-changes.ts: one read of the shared database, so a
 * booking made through any instance counts) and the catalogue's rules are the ones it was made
 * under; the least recently used go first past KEPT_OFFERS and KEPT_DAYS. Today's answers depend on
 * the clock (passed starts) and are always worked out; so are explained ones (the desk's).
 */
export class DayOfferCache {
  private readonly offers: Recent<Offer<ExplainedSlot[]>>;
  private readonly days: Recent<DayPlanInput | undefined>;

  constructor(limits: { offers: number; days: number } = { offers: KEPT_OFFERS, days: KEPT_DAYS }) {
    this.offers = new Recent(limits.offers);
    this.days = new Recent(limits.days);
  }

  /** The day's offer, as dayOffer answers it now. */
  async offer(
    db: Knex,
    query: DayQuery & ByResources & { explain?: boolean },
  ): Promise<Offer<ExplainedSlot[]>> {
    if (query.explain || query.date <= manilaDate(query.now)) return dayOffer(db, query);
    const { place, date, hours: rules } = query;
    // Read before the day is: what is read below is of this version or a later one, and a later one
    // has another version, so it is never used again for a day it does not show.
    const version = await dayVersion(db, place, date);
    const cart = JSON.stringify([
      place,
      date,
      query.minutes,
      query.services ?? [],
      query.practitionerId ?? null,
    ]);
    const offer = this.offers.get(cart, rules, version);
    if (offer) return offer.value;
    const value = offerOfDay(await this.keptDay(db, query, version), query);
    this.offers.set(cart, { rules, version, value });
    return value;
  }

  /**
   * The day as readDay reads it now, for the desk's calendar (calendar-day.ts): kept as an offer's
   * day is, and for today too (the day itself does not move with the clock: a hold's expiry changes
   * its version). A day gone by is always read: the clean-up drops its log's rows, so its version
   * could come back to one it had before.
   */
  async day(db: Knex, query: Pick<DayQuery, 'place' | 'date' | 'hours'>, now = new Date()) {
    if (query.date < manilaDate(now)) return readDay(db, query);
    return this.keptDay(db, query, await dayVersion(db, query.place, query.date));
  }

  /** The day read at `version` (read before it), kept or read now. */
  private async keptDay(db: Knex, query: Pick<DayQuery, 'place' | 'date' | 'hours'>, version: string) {
    const { place, date, hours: rules } = query;
    const day = `${place}|${date}`;
    const read = this.days.get(day, rules, version) ?? { rules, version, value: await readDay(db, query) };
    this.days.set(day, read);
    return read.value;
  }

  /** How many offers and days are kept. */
  get sizes(): { offers: number; days: number } {
    return { offers: this.offers.size, days: this.days.size };
  }
}
