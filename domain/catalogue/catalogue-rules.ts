import { hoursOnDate } from '../branch-hours';
import type { Branch } from '../branches';
import { OPENING_HOURS, PLACE_LABELS, type PlaceId } from '../opening-hours';
import { branchOfCatalogue } from './branch-of-catalogue';
import type {
  Catalogue,
  CatalogueBranch,
  CataloguePromo,
  CatalogueService,
  DayHours,
} from './catalogue-shapes';
import { findService as findCompiledService } from './services';
import type { PromoPackage, Service } from './types';

/** Where the rules (pricing, visit length, home service, packages) find a treatment by id. */
export interface ServiceSource {
  findService(id: string): Service | undefined;
}

/** Where the rules (start times, slots, a client's share of a day) find a place's hours on a date. */
export interface PlaceHours {
  /** The hours on that date, or null when the place is closed that weekday. */
  hoursOn(place: PlaceId, date: string): DayHours | null;
}

/** One catalogue version as the rules read it. */
export interface CatalogueRules extends ServiceSource, PlaceHours {
  version: number;
  catalogue: Catalogue;
  findBranch(id: string): Branch | undefined;
  /** Any place in this version (clinic, home visits, video consultations), as the catalogue holds it. */
  findPlace(id: string): CatalogueBranch | undefined;
  /** The place's closed dates (`YYYY-MM-DD`) in this version. */
  closedDates(place: string): string[];
}

/** The compiled catalogue: what the app reads until it reads `GET /api/catalogue`. */
export const COMPILED_SERVICES: ServiceSource = { findService: findCompiledService };
export const COMPILED_HOURS: PlaceHours = { hoursOn: (place) => OPENING_HOURS[place] };

function promoPackageOf(promo: CataloguePromo): PromoPackage {
  const { price, ...rest } = promo;
  return { ...rest, promoPrice: price };
}

/** A catalogue treatment in the shape the rules and pages read (the inverse of `catalogueServiceOf`). */
export function serviceOfCatalogue(service: CatalogueService): Service {
  const { promos, homeService, active, needs: _needs, ...rest } = service;
  return {
    ...rest,
    hasPromoPackages: promos.length > 0,
    ...(promos.length > 0 ? { promoPackages: promos.map(promoPackageOf) } : {}),
    ...(homeService ? { homeService: true } : {}),
    ...(active ? {} : { active: false }),
  };
}

export function catalogueRules(catalogue: Catalogue): CatalogueRules {
  const services = new Map(catalogue.services.map((service) => [service.id, serviceOfCatalogue(service)]));
  const places = new Map(catalogue.branches.map((branch) => [branch.id as string, branch]));
  const clinics = new Map(
    catalogue.branches
      .filter((branch) => branch.kind === 'clinic')
      .map((branch) => [branch.id as string, branchOfCatalogue(branch)]),
  );
  return {
    version: catalogue.version,
    catalogue,
    findService: (id) => services.get(id),
    findBranch: (id) => clinics.get(id),
    findPlace: (id) => places.get(id),
    hoursOn: (place, date) => {
      const branch = places.get(place);
      return branch ? hoursOnDate(branch.hours, date) : null;
    },
    closedDates: (place) => places.get(place)?.closedDates.map((closed) => closed.date) ?? [],
  };
}

export { branchOfCatalogue };

/** The back-office's name of a place ('Quezon City', 'Home Service') in this version, or its id. */
export function placeAreaName(places: Pick<CatalogueRules, 'findPlace'>, id: string): string {
  return places.findPlace(id)?.areaName ?? id;
}

/** How a message names a place: 'at Timog' (a clinic by its name in this version), 'for home visits'. */
export function placeLabel(places: Pick<CatalogueRules, 'findPlace'>, place: PlaceId): string {
  const found = places.findPlace(place);
  return found?.kind === 'clinic' ? `at ${found.name}` : PLACE_LABELS[place];
}
