import { BODY_SLIMMING_SERVICES } from './services/body-slimming';
import { WEIGHT_LOSS_SERVICES } from './services/body-slimming-weight-loss';
import { BOTOX_FILLERS_SERVICES } from './services/botox-fillers';
import { FACE_SLIMMING_SERVICES } from './services/face-slimming';
import { FACIAL_TREATMENTS_SERVICES } from './services/facial-treatments';
import { HAIR_REGROWTH_SERVICES } from './services/hair-regrowth';
import { IV_DRIPS_SERVICES } from './services/iv-drips';
import { LASER_HAIR_REMOVAL_SERVICES } from './services/laser-hair-removal';
import { LASER_TREATMENTS_SERVICES } from './services/laser-treatments';
import { SKIN_BOOSTERS_SERVICES } from './services/skin-boosters';
import { THREADS_HIKO_NOSE_SERVICES } from './services/threads-hiko-nose';
import type { Service } from './types';

/** Every service, in category order; the order is the catalogue's default "featured first" tie-break. */
export const SERVICES: readonly Service[] = [
  ...FACE_SLIMMING_SERVICES,
  ...BODY_SLIMMING_SERVICES,
  ...WEIGHT_LOSS_SERVICES,
  ...HAIR_REGROWTH_SERVICES,
  ...BOTOX_FILLERS_SERVICES,
  ...THREADS_HIKO_NOSE_SERVICES,
  ...SKIN_BOOSTERS_SERVICES,
  ...LASER_TREATMENTS_SERVICES,
  ...LASER_HAIR_REMOVAL_SERVICES,
  ...IV_DRIPS_SERVICES,
  ...FACIAL_TREATMENTS_SERVICES,
];

const BY_ID = new Map(SERVICES.map((service) => [service.id, service]));

export function findService(id: string): Service | undefined {
  return BY_ID.get(id);
}

export function servicesInCategory(categoryId: string): Service[] {
  return SERVICES.filter((service) => service.category === categoryId);
}

/**
 * SPEC section 3 reads two ways: Premium Slim Trio, Ultimate Slimming Package and Holistic Weight
 * Loss Management are featured, and a later part features only the TBL Weight Loss Program. Both
 * readings are held, so all four carry `featured: true`.
 */
export const FEATURED_SERVICES: readonly Service[] = SERVICES.filter((service) => service.featured);
