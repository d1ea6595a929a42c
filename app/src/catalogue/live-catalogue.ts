import { applyPatch } from '@domain/catalogue/catalogue-patch';
import { type CatalogueRules, catalogueRules } from '@domain/catalogue/catalogue-rules';
import { compiledCatalogue } from '@domain/catalogue/catalogue-seed';
import type { Category, Service } from '@domain/catalogue/types';
import { useSyncExternalStore } from 'react';
import { catalogueRevision, heldCatalogue, subscribeCatalogue } from './catalogue-holder';

/**
 * The whole catalogue as this page shows it: the treatments on offer (in catalogue order), their
 * categories, and the rules over them (prices, packages, visit lengths, hours) that the cart and the
 * booking form apply as the server does. Only the pages that list or price treatments load it.
 */
export interface LiveCatalogue extends CatalogueRules {
  revision: number;
  /** The treatments on offer; a retired one is left out but `findService` still knows it. */
  services: readonly Service[];
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
  const rules = catalogueRules(catalogue);
  const services = catalogue.services
    .filter((service) => service.active)
    .flatMap((service) => rules.findService(service.id) ?? []);
  view = {
    ...rules,
    revision,
    services,
    categories: catalogue.categories,
    servicesInCategory: (categoryId) => services.filter((service) => service.category === categoryId),
  };
  return view;
}

export function useLiveCatalogue(): LiveCatalogue {
  return useSyncExternalStore(subscribeCatalogue, liveCatalogue, liveCatalogue);
}
