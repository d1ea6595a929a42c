import { addDays, manilaDate, manilaDateTimeToInstant } from '../manila-date';
import type { CataloguePromo } from './catalogue-shapes';

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

/** Whether a promo is sold at `now`: not before its start, not after its end. */
export function promoState(
  promo: Pick<CataloguePromo, 'startsAt' | 'endsAt'>,
  now: Date = new Date(),
): PromoState {
  if (promo.startsAt && now.getTime() < Date.parse(promo.startsAt)) return 'upcoming';
  if (promo.endsAt && now.getTime() > Date.parse(promo.endsAt)) return 'ended';
  return 'running';
}
