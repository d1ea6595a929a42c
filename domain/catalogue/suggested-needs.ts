import type { CategoryId } from '../categories';
import type { CatalogueService, ServiceNeed } from './catalogue-shapes';

/**
 * What each seeded treatment sensibly takes once a clinic has described its people and machines
 * (issue 26 item 2), for the clinic to review and apply (`POST /api/catalogue/needs/suggested`).
 * The upgrade does NOT apply it: every treatment keeps `[{ kind: 'room' }]` until an admin does, so
 * availability stays what the branch's capacity gave until resources are described. Skills and
 * types are the words the resources screen uses: practitioners `doctor`, `nurse`, `aesthetician`;
 * machines `hifu`, `laser`, `rf`, `cryo`, `ems`.
 */
const room: ServiceNeed = { kind: 'room' };
const doctor: ServiceNeed = { kind: 'practitioner', skill: 'doctor' };
const nurse: ServiceNeed = { kind: 'practitioner', skill: 'nurse' };
const aesthetician: ServiceNeed = { kind: 'practitioner', skill: 'aesthetician' };
const machine = (type: string): ServiceNeed => ({ kind: 'machine', type });

/** By category: who treats and where. Injectables by a doctor, drips by a nurse, the rest by an aesthetician. */
const BY_CATEGORY: Record<CategoryId, ServiceNeed[]> = {
  'face-slimming': [aesthetician, room],
  'body-slimming': [aesthetician, room],
  'hair-regrowth': [nurse, room],
  'botox-fillers': [doctor, room],
  'threads-hiko-nose': [doctor, room],
  'skin-boosters': [doctor, room],
  'laser-treatments': [aesthetician, room, machine('laser')],
  'laser-hair-removal': [aesthetician, room, machine('laser')],
  'iv-drips': [nurse, room],
  'facial-treatments': [aesthetician, room],
};

/** Treatments whose machine or injector differs from their category's. */
const BY_SERVICE: Record<string, ServiceNeed[]> = {
  'ulthera-prime': [aesthetician, room, machine('hifu')],
  'power-v-lift-trio': [aesthetician, room, machine('hifu')],
  'ultimate-barbie-face': [aesthetician, room, machine('hifu')],
  superwave: [aesthetician, room, machine('rf')],
  'instalift-thermagen': [aesthetician, room, machine('rf')],
  'exilift-face': [aesthetician, room, machine('rf')],
  'exilift-body': [aesthetician, room, machine('rf')],
  'cryo-lift-face': [aesthetician, room, machine('cryo')],
  'cryolipo-max': [aesthetician, room, machine('cryo')],
  'cryo-ab-tone': [aesthetician, room, machine('cryo')],
  'cryo-tight-body': [aesthetician, room, machine('cryo')],
  'classic-ems': [aesthetician, room, machine('ems')],
  'ems-advance': [aesthetician, room, machine('ems')],
  'project-abs': [aesthetician, room, machine('ems')],
  'v-line-meso-contour': [nurse, room],
  'the-ultimate-jawline': [doctor, room],
  'liquid-lipo-shot': [nurse, room],
  'authentic-lemon-bottle': [nurse, room],
  'skinny-jab-pro': [nurse, room],
  'tbl-slim-pro': [nurse, room],
  'tirzepatide-slim-jab': [doctor, room],
  'semaglutide-slim-jab': [doctor, room],
  'jab-and-drip-slim-program': [nurse, room],
  'holistic-weight-loss-management': [doctor, room],
  'tbl-weight-loss-program': [doctor, room],
  'prp-hair-regrowth': [doctor, room],
  'scalp-laser-therapy': [aesthetician, room, machine('laser')],
  'vampire-facial': [doctor, room],
  'korean-bb-glow-treatment': [aesthetician, room],
};

const copy = (needs: readonly ServiceNeed[]): ServiceNeed[] => needs.map((need) => ({ ...need }));

/** The suggested needs of a treatment: its own entry, else its category's, else one room. */
export function suggestedNeeds(service: Pick<CatalogueService, 'id' | 'category'>): ServiceNeed[] {
  const own = BY_SERVICE[service.id];
  if (own) return copy(own);
  const byCategory = (BY_CATEGORY as Record<string, ServiceNeed[] | undefined>)[service.category];
  return copy(byCategory ?? [room]);
}

/** Whether two lists of needs ask for the same things in the same order. */
export function sameNeeds(a: readonly ServiceNeed[], b: readonly ServiceNeed[]): boolean {
  const word = (need: ServiceNeed) =>
    need.kind === 'practitioner' ? `p:${need.skill}` : need.kind === 'machine' ? `m:${need.type}` : 'r';
  return a.length === b.length && a.every((need, index) => word(need) === word(b[index] as ServiceNeed));
}
