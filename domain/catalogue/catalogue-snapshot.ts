import type { GeoPoint } from '../branches';
import type { Category, PromoPackage, Service } from './types';

/**
 * One version of the catalogue as the public pages read it: the shape of `GET /api/catalogue`
 * (ARCHITECTURE.md, "Catalogue and branches as data"), `{ version, categories, services, branches }`,
 * with only the fields the pages' heads, the sitemap and the structured data need.
 */
export interface CatalogueSnapshot {
  /** Changes with every edit; what rendered pages are cached by. */
  version: string;
  /** When this version was made (ISO 8601): the sitemap's `lastmod` of pages with no date of their own. */
  updatedAt: string;
  categories: readonly Category[];
  services: readonly CatalogueService[];
  branches: readonly CatalogueBranch[];
}

export interface CataloguePromo {
  title: string;
  sessions?: PromoPackage['sessions'];
  /** Pesos for the whole package. */
  price: number;
  /** ISO 8601; the promo is offered from then. */
  startsAt?: string;
  /** ISO 8601; the promo is neither shown nor sold after it. */
  endsAt?: string;
}

export type CatalogueService = Pick<
  Service,
  | 'id'
  | 'name'
  | 'category'
  | 'price'
  | 'priceFrom'
  | 'image'
  | 'shortDescription'
  | 'homeService'
  | 'clinicOnly'
  | 'durationMinutes'
> & {
  /** A retired treatment is neither shown nor bookable. */
  active: boolean;
  promos: readonly CataloguePromo[];
  /** When the service was last edited (ISO 8601), when known. */
  updatedAt?: string;
};

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** `[['10:00', '21:00']]`: the spans a place is open on that weekday; none when closed. */
export type WeeklyHours = Readonly<Record<Weekday, readonly (readonly [opens: string, closes: string])[]>>;

export interface CatalogueBranch {
  id: string;
  name: string;
  address: string;
  phone: string;
  mapUrl: string;
  geo?: GeoPoint;
  weekly: WeeklyHours;
}
