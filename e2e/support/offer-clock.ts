import type { Promotion } from '@domain/catalogue/promotions';
import type { Page } from 'playwright-core';

const DAY_MS = 86_400_000;

/**
 * Sets the page's clock a few days before `promotion` ends, before it loads, so a journey that
 * expects the offer countdown holds on any calendar date (the catalogue's offers have real ends).
 */
export async function clockBeforeOfferEnds(page: Page, promotion: Promotion | undefined, days = 3) {
  if (!promotion) throw new Error('This service has no promotion to count down to');
  await page.clock.install({ time: new Date(Date.parse(promotion.endsAt) - days * DAY_MS) });
}

/** Sets the page's clock just after `promotion` has ended. */
export async function clockAfterOfferEnds(page: Page, promotion: Promotion | undefined) {
  if (!promotion) throw new Error('This service has no promotion to count down to');
  await page.clock.install({ time: new Date(Date.parse(promotion.endsAt) + 60_000) });
}
