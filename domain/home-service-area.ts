import { CLINIC_PHONE } from './brand';

/**
 * The cities (and the one municipality, Pateros) of Metro Manila. The clinic's team visits homes in
 * those of HOME_SERVICE_CITIES only: a constant for now, kept apart so the catalogue-as-data work can
 * move it (and the travel fees) into the database without touching the rules below.
 */
export const METRO_MANILA_CITIES = [
  'Caloocan',
  'Las Piñas',
  'Makati',
  'Malabon',
  'Mandaluyong',
  'Manila',
  'Marikina',
  'Muntinlupa',
  'Navotas',
  'Parañaque',
  'Pasay',
  'Pasig',
  'Pateros',
  'Quezon City',
  'San Juan',
  'Taguig',
  'Valenzuela',
] as const;

/** Where the team does home visits; the clinic may serve fewer than all of Metro Manila. */
export const HOME_SERVICE_CITIES: readonly string[] = METRO_MANILA_CITIES;

/**
 * The travel fee per city in pesos, charged on top of the treatments for a home visit there. A city
 * not listed costs nothing: today the clinic sets none, so every price stays as it was.
 */
export const HOME_SERVICE_TRAVEL_FEES: Readonly<Record<string, number>> = {};

/** Longest city name a client may type. */
export const HOME_CITY_LIMIT = 60;

export const TRAVEL_FEE_LABEL = 'Home-service travel fee';

export const HOME_CITY_MESSAGES = {
  missing: 'Choose the city of your home address',
} as const;

/** "Makati City", "makati", "LAS PINAS" and "Las Piñas" are one city. */
function cityKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\bcity of\b|\bcity\b|\bmunicipality of\b/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

const QUEZON = cityKey('Quezon City');

/** The served city a client typed, in the clinic's spelling, or undefined when the team does not go there. */
export function servedCity(
  typed: string,
  served: readonly string[] = HOME_SERVICE_CITIES,
): string | undefined {
  const key = cityKey(typed);
  if (!key) return undefined;
  // "QC" is how Quezon City is written on half the addresses there.
  if (key === 'qc') return served.find((city) => cityKey(city) === QUEZON);
  return served.find((city) => cityKey(city) === key);
}

/** Why a home visit cannot go to this city, or undefined when the team goes there. */
export function homeCityProblem(
  typed: string,
  served: readonly string[] = HOME_SERVICE_CITIES,
): string | undefined {
  const city = typed.trim();
  if (!city) return HOME_CITY_MESSAGES.missing;
  if (servedCity(city, served)) return undefined;
  return `We do not do home visits in ${city.slice(0, 60)} yet. Book a visit at one of our clinics instead, or call us at ${CLINIC_PHONE}.`;
}

/**
 * The served city an address names, for a home booking sent without the city field (an older app's
 * queued booking): the last one mentioned, as addresses end with the city.
 */
export function cityInAddress(
  address: string,
  served: readonly string[] = HOME_SERVICE_CITIES,
): string | undefined {
  // "Metro Manila" names the region, not the City of Manila.
  const words = ` ${cityKey(address).replace(/\bmetro manila\b/g, ' ')} `;
  let found: { city: string; at: number } | undefined;
  for (const city of served) {
    const at = words.lastIndexOf(` ${cityKey(city)} `);
    if (at >= 0 && (!found || at > found.at)) found = { city, at };
  }
  return found?.city;
}

/** "12 Mabini St., Pasig": the address as stored, ending with its city unless it already names it. */
export function homeAddressWithCity(address: string, city: string): string {
  const text = address.trim();
  if (!city || cityInAddress(text) === city) return text;
  return `${text}, ${city}`;
}

/**
 * Travel fees as a setting writes them (`HOME_SERVICE_TRAVEL_FEE`): "300" for every served city, or
 * "Makati=300, Pasig=250" per city; over the clinic's constant. Undefined with a reason when unreadable.
 */
export function parseTravelFees(
  text: string,
  base: Readonly<Record<string, number>> = HOME_SERVICE_TRAVEL_FEES,
): { fees: Record<string, number> } | { problem: string } {
  const fees: Record<string, number> = { ...base };
  const trimmed = text.trim();
  if (!trimmed) return { fees };
  const amount = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : undefined);
  const flat = amount(trimmed);
  if (flat !== undefined) {
    for (const city of HOME_SERVICE_CITIES) fees[city] = flat;
    return { fees };
  }
  for (const part of trimmed.split(',')) {
    const [name = '', value = ''] = part.split('=');
    const city = servedCity(name);
    const fee = amount(value);
    if (!city) return { problem: `"${name.trim()}" is not a city the team visits` };
    if (fee === undefined) return { problem: `the fee for ${city} must be whole pesos` };
    fees[city] = fee;
  }
  return { fees };
}

/** The travel fee for a home visit to a served city (0 when the clinic sets none). */
export function travelFeeFor(
  city: string,
  fees: Readonly<Record<string, number>> = HOME_SERVICE_TRAVEL_FEES,
): number {
  const fee = fees[servedCity(city) ?? ''] ?? 0;
  return Number.isFinite(fee) && fee > 0 ? Math.round(fee) : 0;
}

/**
 * What a visit costs: its treatments and, for a home visit, the travel fee the clinic sets for the
 * city (0 when none), which stays its own line everywhere.
 */
export function visitTotal(treatments: number, travelFee: number): number {
  return treatments + Math.max(0, travelFee);
}
