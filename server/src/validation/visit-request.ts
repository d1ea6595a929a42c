import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { homeServiceProblem } from '../../../domain/home-service';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';
import { retiredServiceMessage } from '../../../domain/pricing';
import { visitMinutesOfServices } from '../../../domain/visit-length';
import { validationFailed } from '../errors';

/**
 * The length of the visit an availability query or a hold asks about: a consultation online, one
 * session of each named treatment elsewhere, as the current catalogue has them. Unknown and retired
 * treatments, and clinic-only ones at home, are 400 with the same messages a booking gets.
 */
export function requestedVisitMinutes(
  place: PlaceId,
  services: readonly string[],
  rules: CatalogueRules,
): number {
  if (place === ONLINE_PLACE) return CONSULTATION_MINUTES;
  for (const id of services) {
    const service = rules.findService(id);
    if (!service) throw validationFailed(`Unknown service: ${id.slice(0, 100)}`);
    if (service.active === false) throw validationFailed(retiredServiceMessage(service));
  }
  const problem = place === 'home' ? homeServiceProblem(services, rules) : undefined;
  if (problem) throw validationFailed(problem);
  return visitMinutesOfServices(services, rules);
}
