import { COMPILED_SERVICES, type ServiceSource } from './catalogue/catalogue-rules';

/** SPEC section 5: these need a clinic's sterile procedure room, so a cart holding them stays in clinic. */
export const HOME_SERVICE_EXCLUDED_SERVICE_IDS: readonly string[] = ['hiko-nose', 'under-eye-filler'];

export const HOME_SERVICE_RESTRICTION_NOTICE =
  'Hiko Nose and Under Eye Filler are not available for home service due to special procedure requirements.';

export const PHONE_CONSULTATION_NOTICE = 'A phone consultation will be conducted before delivery';

export const HOME_SERVICE_FEE_NOTE =
  'A home service fee applies depending on your location. Our team confirms the exact fee when we call to finalize your booking.';

/**
 * Why a cart cannot go to a home visit, or undefined when it can. Hiko Nose and Under Eye Filler keep
 * SPEC's own notice; any other treatment marked clinic-only (Ulthera, lasers, fillers...) needs the
 * clinic's machines or procedure room, and the message names it.
 */
export function homeServiceProblem(
  serviceIds: readonly string[],
  catalogue: ServiceSource = COMPILED_SERVICES,
): string | undefined {
  if (serviceIds.some((id) => HOME_SERVICE_EXCLUDED_SERVICE_IDS.includes(id))) {
    return HOME_SERVICE_RESTRICTION_NOTICE;
  }
  const names = [...new Set(serviceIds)]
    .map((id) => catalogue.findService(id))
    .filter((service) => service?.clinicOnly === true)
    .map((service) => service?.name ?? '');
  if (names.length === 0) return undefined;
  const verb = names.length === 1 ? 'is' : 'are';
  return `${names.join(', ')} ${verb} offered at our clinics only. Choose a clinic visit, or remove ${names.length === 1 ? 'it' : 'them'} for home service.`;
}

export function cartAllowsHomeService(serviceIds: readonly string[]): boolean {
  return homeServiceProblem(serviceIds) === undefined;
}

/** Weight-loss services are prescribed or planned by a doctor, who calls before anything is delivered. */
export function cartNeedsPhoneConsultation(
  serviceIds: readonly string[],
  catalogue: ServiceSource = COMPILED_SERVICES,
): boolean {
  return serviceIds.some((id) => catalogue.findService(id)?.weightLoss === true);
}

/**
 * "12 Mabini St. (near the church)": the address of a home visit with its landmark, which a client
 * often types as "Near the church" already, so "near" is never said twice.
 */
export function homeAddressText(address: string, landmark: string | null | undefined): string {
  const mark = (landmark ?? '').trim().replace(/^near\s+/i, '');
  return mark ? `${address.trim()} (near ${mark})` : address.trim();
}
