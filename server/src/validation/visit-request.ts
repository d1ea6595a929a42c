import { findService } from '../../../domain/catalogue/services';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { homeServiceProblem } from '../../../domain/home-service';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';
import { visitMinutesOfServices } from '../../../domain/visit-length';
import { validationFailed } from '../errors';

/**
 * The length of the visit an availability query or a hold asks about: a consultation online, one
 * session of each named treatment elsewhere. Unknown treatments, and clinic-only ones at home, are
 * 400 with the same messages a booking gets.
 */
export function requestedVisitMinutes(place: PlaceId, services: readonly string[]): number {
  if (place === ONLINE_PLACE) return CONSULTATION_MINUTES;
  const unknown = services.find((id) => !findService(id));
  if (unknown !== undefined) throw validationFailed(`Unknown service: ${unknown.slice(0, 100)}`);
  const problem = place === 'home' ? homeServiceProblem(services) : undefined;
  if (problem) throw validationFailed(problem);
  return visitMinutesOfServices(services);
}
