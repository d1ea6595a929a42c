import type { Catalogue, CataloguePromo } from './catalogue-shapes';

/**
 * A promo is on offer from its `startsAt` (when given) until its `endsAt` (when given): the one rule
 * the pages, the cart and the server's pricing all use.
 */
export function promoOnOffer(promo: Pick<CataloguePromo, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const time = now.getTime();
  if (promo.startsAt && Date.parse(promo.startsAt) > time) return false;
  if (promo.endsAt && Date.parse(promo.endsAt) <= time) return false;
  return true;
}

/**
 * The next instant after `now` at which a promo of the catalogue starts or ends, so what was worked
 * out from it (a page's offers) is worked out again then; undefined when none is due.
 */
export function nextPromoChange(
  catalogue: { services: readonly Pick<Catalogue['services'][number], 'promos'>[] },
  now: Date,
): number | undefined {
  let next: number | undefined;
  for (const service of catalogue.services) {
    for (const promo of service.promos) {
      for (const edge of [promo.startsAt, promo.endsAt]) {
        const at = edge ? Date.parse(edge) : Number.NaN;
        if (at > now.getTime() && (next === undefined || at < next)) next = at;
      }
    }
  }
  return next;
}
