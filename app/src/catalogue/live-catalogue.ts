import { applyPatch } from '@domain/catalogue/catalogue-patch';
import { type CatalogueRules, catalogueRules } from '@domain/catalogue/catalogue-rules';
import { compiledCatalogue } from '@domain/catalogue/catalogue-seed';
import { nextPromoChange, promoOnOffer } from '@domain/catalogue/promo-window';
import type { Category, Service } from '@domain/catalogue/types';
import { useSyncExternalStore } from 'react';
import { catalogueRevision, heldCatalogue, subscribeCatalogue, workOutAgain } from './catalogue-holder';

/**
 * The whole catalogue as this page shows it: the treatments on offer (in catalogue order), their
 * categories, and the rules over them (prices, packages, visit lengths, hours) that the cart and the
 * booking form apply as the server does. Only the pages that list or price treatments load it.
 */
export interface LiveCatalogue extends CatalogueRules {
  revision: number;
  /**
   * The treatments on offer, each with only the promo packages on offer now: a retired treatment and
   * an ended (or not yet started) package are left out here, but `findService` still knows them, for
   * the cart to say why the clinic would refuse them.
   */
  services: readonly Service[];
  /** A treatment on offer, with its packages on offer now, as its page shows it. */
  findOffered(id: string): Service | undefined;
  categories: readonly Category[];
  servicesInCategory(categoryId: string): Service[];
}

let view: LiveCatalogue | undefined;

export function liveCatalogue(): LiveCatalogue {
  const revision = catalogueRevision();
  if (view?.revision === revision) return view;
  const held = heldCatalogue();
  const catalogue =
    held.kind === 'whole'
      ? held.catalogue
      : held.patch
        ? applyPatch(compiledCatalogue(), held.patch)
        : compiledCatalogue();
  const now = new Date();
  const offered = catalogueRules({
    ...catalogue,
    services: catalogue.services
      .filter((service) => service.active)
      .map((service) => ({ ...service, promos: service.promos.filter((promo) => promoOnOffer(promo, now)) })),
  });
  const rules = catalogueRules(catalogue);
  const services = catalogue.services.flatMap((service) => offered.findService(service.id) ?? []);
  // A package starting or ending while the page is open changes what it shows, then.
  const change = nextPromoChange(catalogue, now);
  if (change !== undefined) workOutAgain(change - now.getTime());
  view = {
    ...rules,
    revision,
    services,
    findOffered: (id) => offered.findService(id),
    categories: catalogue.categories,
    servicesInCategory: (categoryId) => services.filter((service) => service.category === categoryId),
  };
  return view;
}

export function useLiveCatalogue(): LiveCatalogue {
  return useSyncExternalStore(subscribeCatalogue, liveCatalogue, liveCatalogue);
}
