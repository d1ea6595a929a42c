import { serviceArtwork } from '../artwork';
import type { ServiceCardFacts } from '../types';

const CATEGORY = 'body-slimming';

/*
 * What a card shows of each signature program (signature-programs.ts builds each program on its
 * card). The home page's featured cards import only these few facts, not the programs' pages of
 * text and promo packages: about 2.5 KB gzipped off the JavaScript a first visit waits for.
 */

export const PREMIUM_SLIM_TRIO_CARD: ServiceCardFacts = {
  id: 'premium-slim-trio',
  name: 'Premium Slim Trio',
  category: CATEGORY,
  price: 19999,
  ...serviceArtwork(CATEGORY, 1, 4),
  shortDescription: 'Fat freezing, muscle toning and a fat-dissolving shot in one power session.',
  hasPromoPackages: true,
};

export const ULTIMATE_SLIMMING_PACKAGE_CARD: ServiceCardFacts = {
  id: 'ultimate-slimming-package',
  name: 'Ultimate Slimming Package',
  category: CATEGORY,
  price: 34999,
  ...serviceArtwork(CATEGORY, 1, 4),
  shortDescription: 'A full course of fat freezing, toning and fat-dissolving shots at one package price.',
  hasPromoPackages: false,
};

export const HOLISTIC_WEIGHT_LOSS_MANAGEMENT_CARD: ServiceCardFacts = {
  id: 'holistic-weight-loss-management',
  name: 'Holistic Weight Loss Management',
  category: CATEGORY,
  price: 59999,
  ...serviceArtwork(CATEGORY, 2, 4),
  shortDescription: 'A three-month, doctor-led program of check-ups, coaching, slimming shots and drips.',
  hasPromoPackages: false,
};

export const TBL_WEIGHT_LOSS_PROGRAM_CARD: ServiceCardFacts = {
  id: 'tbl-weight-loss-program',
  name: 'TBL Weight Loss Program',
  category: CATEGORY,
  price: 79999,
  ...serviceArtwork(CATEGORY, 3, 4),
  shortDescription: 'Our complete program of fat-burning shots, skinny drips, meso, Exilift and cryo.',
  hasPromoPackages: false,
};

/** The signature programs' cards, in the order of SIGNATURE_PROGRAMS. */
export const SIGNATURE_PROGRAM_CARDS: readonly ServiceCardFacts[] = [
  PREMIUM_SLIM_TRIO_CARD,
  ULTIMATE_SLIMMING_PACKAGE_CARD,
  HOLISTIC_WEIGHT_LOSS_MANAGEMENT_CARD,
  TBL_WEIGHT_LOSS_PROGRAM_CARD,
];
