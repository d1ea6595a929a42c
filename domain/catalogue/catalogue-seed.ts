import { dailyHours } from '../branch-hours';
import { BRANCH_LABELS, BRANCHES } from '../branches';
import { CLINIC_PHONE } from '../brand';
import { OPENING_HOURS } from '../opening-hours';
import type { CatalogueBranch, CataloguePromo, CatalogueService } from './catalogue-shapes';
import { DEFAULT_NEEDS } from './catalogue-shapes';
import { CATEGORIES } from './categories';
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

const HOME_AND_ONLINE: readonly CatalogueBranch[] = [
  {
    id: 'home',
    kind: 'home',
    name: BRANCH_LABELS.home,
    areaName: BRANCH_LABELS.home,
    address: '',
    phone: CLINIC_PHONE,
    mapUrl: '',
    hours: dailyHours(OPENING_HOURS.home),
    closedDates: [],
  },
  {
    id: 'online',
    kind: 'online',
    name: 'Video consultation',
    areaName: 'Online',
    address: '',
    phone: CLINIC_PHONE,
    mapUrl: '',
    hours: dailyHours(OPENING_HOURS.online),
    closedDates: [],
  },
];

/** The three clinics, then home visits and video consultations, with today's compiled hours. */
export function seedBranches(): CatalogueBranch[] {
  const clinics: CatalogueBranch[] = BRANCHES.map((branch) => ({
    id: branch.id,
    kind: 'clinic',
    name: branch.name,
    areaName: branch.areaName,
    address: branch.address,
    phone: branch.phone,
    mapUrl: branch.mapUrl,
    hours: dailyHours(OPENING_HOURS[branch.id]),
    closedDates: [],
  }));
  return [...clinics, ...HOME_AND_ONLINE.map((branch) => structuredClone(branch))];
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
