import { findBranch } from '../branches';
import { PRODUCT_NAME } from '../brand';
import type {
  CatalogueBranch,
  CataloguePromo,
  CatalogueService,
  WeeklyHours,
} from '../catalogue/catalogue-shapes';
import { WEEKDAYS } from '../catalogue/catalogue-shapes';
import { WEEKDAY_NAMES } from '../weekday-names';

/** schema.org JSON-LD objects; serialised by head-tags.ts. */
export type JsonLd = Record<string, unknown>;

/** Weekdays with the same hours share one specification: "Monday to Sunday, 10:00 to 21:00". */
function openingHoursSpecification(weekly: WeeklyHours): JsonLd[] {
  const bySpan = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const day of WEEKDAYS) {
    const hours = weekly[day];
    if (!hours) continue;
    const key = `${hours.opens}-${hours.closes}`;
    const entry = bySpan.get(key) ?? { days: [], opens: hours.opens, closes: hours.closes };
    entry.days.push(WEEKDAY_NAMES[day]);
    bySpan.set(key, entry);
  }
  return [...bySpan.values()].map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/** '3/F ..., Salcedo Village, Makati City': the street part, and the city after the last comma. */
function postalAddress(address: string): JsonLd {
  const parts = address.split(',').map((part) => part.trim());
  const locality = parts.length > 1 ? parts.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    ...(locality ? { addressLocality: locality } : {}),
    addressRegion: 'Metro Manila',
    addressCountry: 'PH',
  };
}

export function branchId(origin: string, branch: Pick<CatalogueBranch, 'id'>): string {
  return `${origin}/about#${branch.id}`;
}

/**
 * A branch as a `MedicalClinic`: its address, where it stands, its phone and its hours. Where it
 * stands is not something the clinic edits: the coordinates come from domain/branches.ts by id.
 */
export function medicalClinic(origin: string, branch: CatalogueBranch, image: string): JsonLd {
  const geo = findBranch(branch.id)?.geo;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': branchId(origin, branch),
    name: `${PRODUCT_NAME} ${branch.name}`,
    url: `${origin}/about`,
    image,
    telephone: branch.phone,
    address: postalAddress(branch.address),
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } } : {}),
    hasMap: branch.mapUrl,
    openingHoursSpecification: openingHoursSpecification(branch.hours),
  };
}

/** A positive price in pesos, or undefined for 'Price upon consultation'. */
export function pesos(price: CatalogueService['price']): number | undefined {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : undefined;
}

function promoOffer(service: CatalogueService, promo: CataloguePromo, url: string): JsonLd {
  return {
    '@type': 'Offer',
    name: `${service.name}: ${promo.title}`,
    price: promo.price,
    priceCurrency: 'PHP',
    url,
    availability: 'https://schema.org/InStock',
    ...(promo.startsAt ? { validFrom: promo.startsAt } : {}),
    ...(promo.endsAt ? { priceValidUntil: promo.endsAt.slice(0, 10), validThrough: promo.endsAt } : {}),
  };
}

/** The base price ('Price starts at' as a minimum), then each promo package on offer. */
function offers(service: CatalogueService, promos: readonly CataloguePromo[], url: string): JsonLd[] {
  const base = pesos(service.price);
  const baseOffer: JsonLd[] =
    base === undefined
      ? []
      : [
          {
            '@type': 'Offer',
            name: service.name,
            ...(service.priceFrom
              ? {
                  priceSpecification: { '@type': 'PriceSpecification', minPrice: base, priceCurrency: 'PHP' },
                }
              : { price: base }),
            priceCurrency: 'PHP',
            url,
            availability: 'https://schema.org/InStock',
          },
        ];
  return [...baseOffer, ...promos.map((promo) => promoOffer(service, promo, url))];
}

export interface ServiceFacts {
  service: CatalogueService;
  /** The promos on offer now (promos.ts). */
  promos: readonly CataloguePromo[];
  categoryName: string;
  description: string;
  url: string;
  image: string;
  branches: readonly CatalogueBranch[];
}

/** A treatment as a schema.org `Service` offered by the clinics, with its prices in pesos. */
export function treatmentService(origin: string, facts: ServiceFacts): JsonLd {
  const { service } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${facts.url}#service`,
    name: service.name,
    description: facts.description,
    url: facts.url,
    image: facts.image,
    serviceType: facts.categoryName,
    category: facts.categoryName,
    areaServed: { '@type': 'City', name: 'Metro Manila' },
    provider: facts.branches.map((branch) => ({
      '@type': 'MedicalClinic',
      '@id': branchId(origin, branch),
      name: `${PRODUCT_NAME} ${branch.name}`,
    })),
    offers: offers(service, facts.promos, facts.url),
  };
}

/** Home, then the category's list, then the treatment. */
export function breadcrumbs(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
