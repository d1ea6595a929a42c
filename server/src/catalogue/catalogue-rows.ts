import type {
  CatalogueBranch,
  CatalogueService,
  ClosedDate,
} from '../../../domain/catalogue/catalogue-shapes';
import type { Category } from '../../../domain/catalogue/types';
import type { PlaceId } from '../../../domain/opening-hours';

/** 'Price upon consultation' is stored as a null price. */
const UPON_CONSULTATION = 'Price upon consultation';

export interface CategoryRow {
  id: string;
  position: number;
  name: string;
  icon: string;
  description: string;
}

export interface ServiceRow {
  id: string;
  position: number;
  category: string;
  name: string;
  price: number | null;
  duration_minutes: number;
  active: boolean;
  home_service: boolean;
  clinic_only: boolean;
  needs: CatalogueService['needs'];
  promos: CatalogueService['promos'];
  details: Record<string, unknown>;
}

export interface BranchRow {
  id: string;
  position: number;
  kind: CatalogueBranch['kind'];
  name: string;
  area_name: string;
  address: string;
  phone: string;
  map_url: string;
  hours: CatalogueBranch['hours'];
}

export function categoryRow(category: Category, position: number): CategoryRow {
  return { ...category, position };
}

export function categoryOfRow(row: CategoryRow): Category {
  return { id: row.id as Category['id'], name: row.name, icon: row.icon, description: row.description };
}

/** The columns of a treatment; everything else it says (texts, page flags) goes in `details`. */
export function serviceColumns(service: CatalogueService): Omit<ServiceRow, 'position'> {
  const {
    id,
    category,
    name,
    price,
    durationMinutes,
    active,
    homeService,
    clinicOnly,
    needs,
    promos,
    ...details
  } = service;
  return {
    id,
    category,
    name,
    price: typeof price === 'number' ? price : null,
    duration_minutes: durationMinutes,
    active,
    home_service: homeService,
    clinic_only: clinicOnly,
    needs,
    promos,
    details,
  };
}

/** For knex: jsonb columns go in as JSON text (pg would send a JS array as a PostgreSQL array). */
export function serviceWrite(service: CatalogueService): Record<string, unknown> {
  const columns = serviceColumns(service);
  return {
    ...columns,
    needs: JSON.stringify(columns.needs),
    promos: JSON.stringify(columns.promos),
    details: JSON.stringify(columns.details),
  };
}

export function serviceOfRow(row: ServiceRow): CatalogueService {
  return {
    ...(row.details as Omit<CatalogueService, keyof ReturnType<typeof serviceColumns>>),
    id: row.id,
    category: row.category as CatalogueService['category'],
    name: row.name,
    price: row.price === null ? UPON_CONSULTATION : Number(row.price),
    durationMinutes: Number(row.duration_minutes),
    active: row.active,
    homeService: row.home_service,
    clinicOnly: row.clinic_only,
    needs: row.needs,
    promos: row.promos,
  } as CatalogueService;
}

export function branchWrite(
  branch: CatalogueBranch,
): Omit<BranchRow, 'position' | 'hours'> & { hours: string } {
  return {
    id: branch.id,
    kind: branch.kind,
    name: branch.name,
    area_name: branch.areaName,
    address: branch.address,
    phone: branch.phone,
    map_url: branch.mapUrl,
    hours: JSON.stringify(branch.hours),
  };
}

export function branchOfRow(row: BranchRow, closedDates: ClosedDate[]): CatalogueBranch {
  return {
    id: row.id as PlaceId,
    kind: row.kind,
    name: row.name,
    areaName: row.area_name,
    address: row.address,
    phone: row.phone,
    mapUrl: row.map_url,
    hours: row.hours,
    closedDates,
  };
}
