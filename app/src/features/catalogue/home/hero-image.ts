import { serviceArtworkPath } from '@domain/catalogue/artwork';

/** The serene face from the skin-booster set: calm, plum and gold, right for the first impression. */
export const HERO_IMAGE = {
  src: serviceArtworkPath('skin-boosters', 2),
  alt: 'Line drawing of a serene, glowing face',
  width: 800,
  height: 600,
};
