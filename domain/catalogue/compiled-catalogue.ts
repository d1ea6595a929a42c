import { BRANCHES } from '../branches';
import { OPENING_HOURS } from '../opening-hours';
import type { CatalogueBranch, CatalogueService, CatalogueSnapshot, WeeklyHours } from './catalogue-snapshot';
import { WEEKDAYS } from './catalogue-snapshot';
import { CATEGORIES } from './categories';
import { SERVICES } from './services';
import type { Service } from './types';

function snapshotService(service: Service): CatalogueService {
  return {
    id: service.id,
    name: service.name,
    category: service.category,
    price: service.price,
    ...(service.priceFrom ? { priceFrom: true } : {}),
    image: service.image,
    shortDescription: service.shortDescription,
    ...(service.homeService ? { homeService: true } : {}),
    clinicOnly: service.clinicOnly,
    durationMinutes: service.durationMinutes,
    active: true,
    promos: (service.promoPackages ?? []).map((promo) => ({
      title: promo.title,
      ...(promo.sessions === undefined ? {} : { sessions: promo.sessions }),
      price: promo.promoPrice,
    })),
  };
}

function everyDay(opens: string, closes: string): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, [[opens, closes]]])) as unknown as WeeklyHours;
}

const BRANCH_SNAPSHOTS: readonly CatalogueBranch[] = BRANCHES.map((branch) => ({
  id: branch.id,
  name: branch.name,
  address: branch.address,
  phone: branch.phone,
  mapUrl: branch.mapUrl,
  geo: branch.geo,
  weekly: everyDay(OPENING_HOURS[branch.id].opens, OPENING_HOURS[branch.id].closes),
}));

/** FNV-1a over the text, in hex: a version that changes when the compiled catalogue does. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `compiled-${hash.toString(16).padStart(8, '0')}`;
}

/**
 * The catalogue compiled into `domain/` (categories, services with their promo packages, the
 * branches and their hours) as a snapshot, until the database holds it. `updatedAt` is when this
 * release was made.
 */
export function compiledCatalogue(updatedAt: string): CatalogueSnapshot {
  const categories = CATEGORIES;
  const services = SERVICES.map(snapshotService);
  const version = versionOf(JSON.stringify({ categories, services, branches: BRANCH_SNAPSHOTS }));
  return { version, updatedAt, categories, services, branches: BRANCH_SNAPSHOTS };
}
