/**
 * A limited-time promotion kept with the services it applies to. The offer countdown on a sales page
 * runs to `endsAt` and disappears once it has passed; a service with no promotion shows no countdown.
 * The clinic changes an offer here, in one place, and both the page and its prerender follow.
 */
export interface Promotion {
  /** What the offer is, in the clinic's words, e.g. 'Year-end online offer: 20% off with a promo code'. */
  title: string;
  /** The instant it ends, ISO 8601 with the Manila offset: '2026-12-31T23:59:59+08:00'. */
  endsAt: string;
}

/** The year-end promo-code offer on the weight-loss programs. */
export const YEAR_END_ONLINE_OFFER: Promotion = {
  title: 'Year-end online offer: 20% off with a promo code',
  endsAt: '2026-12-31T23:59:59+08:00',
};

/** Milliseconds left in the promotion at `now`; null when there is none or it has ended. */
export function promotionTimeLeft(promotion: Promotion | undefined, now: Date): number | null {
  if (!promotion) return null;
  const left = Date.parse(promotion.endsAt) - now.getTime();
  return Number.isFinite(left) && left > 0 ? left : null;
}
