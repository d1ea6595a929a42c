import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';
import { CONSULTATION_SERVICE_ID } from '../../../domain/resources/consultation-line';
import type { Assignment } from '../../../domain/resources/resource-shapes';
import { CONSULTATION_PREFIX } from '../queries/resource-days';
import type { ResourceVisit } from './take-resources';

/**
 * An online consultation as a visit: one consultant for its 30 minutes (consultation-line.ts); the
 * desk may name the consultant (`consultantId`, reassign-consultant.ts), a client never does.
 */
export function consultationVisit(rules: CatalogueRules, consultantId?: string): ResourceVisit {
  return { services: [CONSULTATION_SERVICE_ID], rules, practitionerId: consultantId ?? null };
}

/** What a visit asked for at `place` takes: a consultant online, the cart's needs elsewhere. */
export function placeVisit(
  place: PlaceId,
  services: readonly string[],
  rules: CatalogueRules,
  practitionerId?: string | null,
): ResourceVisit {
  return place === ONLINE_PLACE ? consultationVisit(rules) : { services, rules, practitionerId };
}

/** How the day's plan names a stored visit of the place: a consultation online, a booking elsewhere. */
export function visitIdOf(place: PlaceId, id: string): string {
  return place === ONLINE_PLACE ? `${CONSULTATION_PREFIX}${id}` : id;
}

/** Stores who takes a consultation: its one consultant (none when the plan gave it nobody). */
export async function writeConsultationAssignment(
  trx: Knex.Transaction,
  consultationId: string,
  assignments: readonly Assignment[],
): Promise<void> {
  const consultant = assignments.find((assignment) => assignment.kind === 'practitioner');
  await trx('online_consultations')
    .where({ id: consultationId })
    .update({ consultant_id: consultant?.resourceId ?? null, consultant_name: consultant?.name ?? null });
}
