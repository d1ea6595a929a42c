import type { Catalogue, CatalogueBranch, CataloguePromo, CatalogueService } from './catalogue-shapes';
import { DEFAULT_NEEDS } from './catalogue-shapes';
import { CATEGORIES } from './categories';
import { seedBranches } from './seed-branches';
import { SERVICES } from './services';
import type { Category, PromoPackage, Service } from './types';

export function cataloguePromoOf(promo: PromoPackage): CataloguePromo {
  const { promoPrice, ...rest } = promo;
  return { ...rest, price: promoPrice };
}

/** A compiled service in the shape the database holds: active, needing one room, its packages as promos. */
export function catalogueServiceOf(service: Service): CatalogueService {
  const { promoPackages, hasPromoPackages: _echo, homeService, active, ...rest } = service;
  return {
    ...rest,
    homeService: homeService === true,
    active: active !== false,
    needs: DEFAULT_NEEDS.map((need) => ({ ...need })),
    promos: (promoPackages ?? []).map(cataloguePromoOf),
  };
}

/**
 * What the first catalogue migration writes: every compiled category, treatment (in catalogue
 * order), promo package and place, so an upgrade shows a visitor exactly the site they knew.
 */
export function catalogueSeed(): {
  categories: Category[];
  services: CatalogueService[];
  branches: CatalogueBranch[];
} {
  return {
    categories: CATEGORIES.map((category) => ({ ...category })),
    services: SERVICES.map(catalogueServiceOf),
    branches: seedBranches(),
  };
}

export { seedBranches };

/** The version the compiled catalogue stands for: the database's seed is version 1, every edit after. */
export const COMPILED_CATALOGUE_VERSION = 0;

/** The compiled catalogue as the API would answer it: what the app shows until it knows better. */
export function compiledCatalogue(): Catalogue {
  return { version: COMPILED_CATALOGUE_VERSION, ...catalogueSeed() };
}
