import type { CatalogueService, ServiceNeed } from '../catalogue/catalogue-shapes';
import { CONSULTATION_MINUTES } from '../consultation';
import type { Assignment } from './resource-shapes';

/**
 * An online consultation as the resources rule plans it (issue 26 item 1): one 30-minute line that
 * takes one consultant. The online place's consultants are its practitioners, whatever their skills
 * (the clinic lists them on the resources screen under "Video consultations"), so the need names no
 * skill: `''` is met by any practitioner of the place (need-match.ts).
 */
export const CONSULTATION_SERVICE_ID = 'consultation';

export const CONSULTANT_NEED: ServiceNeed = { kind: 'practitioner', skill: '' };

export const CONSULTATION_SERVICE: Pick<CatalogueService, 'name' | 'durationMinutes' | 'needs'> = {
  name: 'Online consultation',
  durationMinutes: CONSULTATION_MINUTES,
  needs: [CONSULTANT_NEED],
};

/** The one assignment a consultation answers with (its consultant), none before one was stored. */
export function consultationAssignments(
  consultant: { id: string | null | undefined; name: string | null | undefined },
  time: string,
  end: string,
): Assignment[] {
  if (!consultant.id) return [];
  return [
    {
      serviceId: CONSULTATION_SERVICE_ID,
      resourceId: consultant.id,
      kind: 'practitioner',
      name: consultant.name ?? '',
      start: time,
      end,
    },
  ];
}
