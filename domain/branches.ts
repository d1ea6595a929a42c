import { CLINIC_PHONE as SHARED_PHONE } from './brand';
import { CLINIC_CONTACT, mapPlaceUrl } from './contact';

const PLACES = CLINIC_CONTACT.places;

export const CLINIC_BRANCH_IDS = ['makati', 'las-pinas', 'quezon-city'] as const;
export const BRANCH_IDS = [...CLINIC_BRANCH_IDS, 'home'] as const;

export type ClinicBranchId = (typeof CLINIC_BRANCH_IDS)[number];
export type BranchId = (typeof BRANCH_IDS)[number];

export interface Branch {
  id: ClinicBranchId;
  /** The name clients know the clinic by. */
  name: string;
  /** The name the back-office filters by. */
  areaName: string;
  address: string;
  phone: string;
  hours: string;
  mapUrl: string;
  /**
   * Where the clinic stands (WGS 84), for search engines' maps: the street corner of its address.
   * Not edited as catalogue data: a place read from the database takes it from here by id.
   */
  geo?: GeoPoint;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const BRANCHES: readonly Branch[] = [
  {
    id: 'quezon-city',
    name: 'Timog',
    areaName: 'Quezon City',
    address: PLACES['quezon-city'].address,
    phone: SHARED_PHONE,
    hours: 'Daily, 10:00 AM to 8:00 PM',
    mapUrl: mapPlaceUrl(PLACES['quezon-city']),
    // Timog Avenue near the South Triangle rotonda.
    geo: { latitude: 14.6347, longitude: 121.0341 },
  },
  {
    id: 'las-pinas',
    name: 'Las Piñas',
    areaName: 'Las Piñas',
    address: PLACES['las-pinas'].address,
    phone: SHARED_PHONE,
    hours: 'Daily, 10:00 AM to 8:00 PM',
    mapUrl: mapPlaceUrl(PLACES['las-pinas']),
    // Alabang-Zapote Road at BF Resort Drive, Talon Dos.
    geo: { latitude: 14.4446, longitude: 120.9958 },
  },
  {
    id: 'makati',
    name: 'Makati',
    areaName: 'Makati',
    address: PLACES.makati.address,
    phone: SHARED_PHONE,
    hours: 'Daily, 10:00 AM to 9:00 PM',
    mapUrl: mapPlaceUrl(PLACES.makati),
    // L.P. Leviste Street, Salcedo Village.
    geo: { latitude: 14.5612, longitude: 121.0227 },
  },
];

export const DEFAULT_BRANCH: ClinicBranchId = 'makati';

/** Labels of the back-office branch filter: Makati, Las Piñas, Quezon City and home. */
export const BRANCH_LABELS: Record<BranchId, string> = {
  makati: 'Makati',
  'las-pinas': 'Las Piñas',
  'quezon-city': 'Quezon City',
  home: 'Home Service',
};

export function findBranch(id: string): Branch | undefined {
  return BRANCHES.find((branch) => branch.id === id);
}

export function isBranchId(value: unknown): value is BranchId {
  return typeof value === 'string' && (BRANCH_IDS as readonly string[]).includes(value);
}

/** Where a visit happens, as the client reads it: "Makati clinic", or "Home service". */
export function visitPlaceTitle(serviceType: string, branch: string): string {
  if (serviceType === 'home' || branch === 'home') return 'Home service';
  const found = findBranch(branch);
  return found ? `${found.name} clinic` : branch;
}
