import { findService } from './catalogue/services';

/** SPEC section 5: these need a clinic's sterile procedure room, so a cart holding them stays in clinic. */
export const HOME_SERVICE_EXCLUDED_SERVICE_IDS: readonly string[] = ['hiko-nose', 'under-eye-filler'];

export const HOME_SERVICE_RESTRICTION_NOTICE =
  'Hiko Nose and Under Eye Filler are not available for home service due to special procedure requirements.';

export const PHONE_CONSULTATION_NOTICE = 'A phone consultation will be conducted before delivery';

export const HOME_SERVICE_FEE_NOTE =
  'A home service fee applies depending on your location. Our team confirms the exact fee when we call to finalize your booking.';

export function cartAllowsHomeService(serviceIds: readonly string[]): boolean {
  return !serviceIds.some((id) => HOME_SERVICE_EXCLUDED_SERVICE_IDS.includes(id));
}

/** Weight-loss services are prescribed or planned by a doctor, who calls before anything is delivered. */
export function cartNeedsPhoneConsultation(serviceIds: readonly string[]): boolean {
  return serviceIds.some((id) => findService(id)?.weightLoss === true);
}
