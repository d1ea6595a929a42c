import { addDays, manilaDate, manilaDateTimeToInstant } from '../manila-date';
import type { CataloguePromo } from './catalogue-shapes';
import { promoOnOffer } from './promo-window';

/**
 * Promo dates as a manager thinks of them: a Manila calendar day. An offer starts at the first
 * moment of its first day and runs to the last moment of its last day, so "ends 30 Nov" still sells
 * at 11:59 PM that night.
 */
export function promoStartsAtOf(date: string): string {
  return manilaDateTimeToInstant(date, '00:00').toISOString();
}

export function promoEndsAtOf(date: string): string {
  return new Date(manilaDateTimeToInstant(addDays(date, 1), '00:00').getTime() - 1).toISOString();
}

/** The Manila day of a promo's instant, for a date field. */
export function promoDateOf(instant: string | undefined): string {
  return instant ? manilaDate(new Date(instant)) : '';
}

export type PromoState = 'upcoming' | 'running' | 'ended';

/** Where a promo stands at `now`, by the one rule of when a promo is sold (`promoOnOffer`). */
export function promoState(
  promo: Pick<CataloguePromo, 'startsAt' | 'endsAt'>,
  now: Date = new Date(),
): PromoState {
  if (promoOnOffer(promo, now)) return 'running';
  return promo.startsAt && now.getTime() < Date.parse(promo.startsAt) ? 'upcoming' : 'ended';
}
