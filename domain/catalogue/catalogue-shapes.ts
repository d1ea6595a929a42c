import type { PlaceId } from '../opening-hours';
import type { Category, Service, UNLIMITED_FOR_ONE_YEAR } from './types';

/** A promo package as the catalogue API carries it; dates are ISO instants, both optional. */
export interface CataloguePromo {
  /** Unique within its service; the cart and the API name the chosen package by this title. */
  title: string;
  description: string;
  sessions?: number | typeof UNLIMITED_FOR_ONE_YEAR;
  price: number;
  originalPrice?: number;
  /** Offered from this instant on; always when absent. */
  startsAt?: string;
  /** Offered until this instant; never ends when absent. */
  endsAt?: string;
}

/** What one visit of a service takes for its whole length (see "Resources" in ARCHITECTURE.md). */
export type ServiceNeed =
  | { kind: 'room' }
  | { kind: 'practitioner'; skill: string }
  | { kind: 'machine'; type: string };

export const DEFAULT_NEEDS: readonly ServiceNeed[] = [{ kind: 'room' }];

/**
 * A treatment as the database holds it and `GET /api/catalogue` answers it: the compiled `Service`
 * fields, with `promos` in place of `promoPackages` (whose presence `hasPromoPackages` only echoed),
 * `homeService` always stated, and what the clinic edits on top: `active` and `needs`.
 */
export interface CatalogueService
  extends Omit<Service, 'promoPackages' | 'hasPromoPackages' | 'homeService'> {
  homeService: boolean;
  active: boolean;
  needs: ServiceNeed[];
  promos: CataloguePromo[];
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `HH:MM` to `HH:MM`: the first start offered and the time by which every visit has ended. */
export interface DayHours {
  opens: string;
  closes: string;
}

/** A weekday's hours, or null when the place is closed that day of every week. */
export type WeeklyHours = Record<Weekday, DayHours | null>;

export interface ClosedDate {
  /** `YYYY-MM-DD`, a Manila date. */
  date: string;
  reason: string;
}

export type BranchKind = 'clinic' | 'home' | 'online';

/** A place visits happen: the three clinics, home visits and video consultations. */
export interface CatalogueBranch {
  id: PlaceId;
  kind: BranchKind;
  /** The name clients know it by ('Timog'). */
  name: string;
  /** The name the back-office filters by ('Quezon City'). */
  areaName: string;
  /** Empty for home visits and video consultations. */
  address: string;
  phone: string;
  /** A map link that opens the clinic's place; empty where there is no place. */
  mapUrl: string;
  hours: WeeklyHours;
  /** Dates it is closed, from today on (Manila). */
  closedDates: ClosedDate[];
}

/** One version of everything the clinic edits: what `GET /api/catalogue` answers. */
export interface Catalogue {
  version: number;
  categories: Category[];
  services: CatalogueService[];
  branches: CatalogueBranch[];
}
