import { sessionOffers, WITHOUT_PROMOS, withPromos } from '../promo-packages';
import type { Service } from '../types';
import {
  HOLISTIC_WEIGHT_LOSS_MANAGEMENT_CARD,
  PREMIUM_SLIM_TRIO_CARD,
  TBL_WEIGHT_LOSS_PROGRAM_CARD,
  ULTIMATE_SLIMMING_PACKAGE_CARD,
} from './signature-program-cards';

export const PREMIUM_SLIM_TRIO: Service = {
  ...PREMIUM_SLIM_TRIO_CARD,
  longDescription:
    'Premium Slim Trio is our best-loved body package. Cryolipo Max reduces stubborn fat, EMS Advance tones the muscle beneath, and a Liquid Lipo Shot targets a second area of your choice. One appointment works on fat, tone and shape together, so each visit counts.',
  slogan: 'Three ways to slim, one appointment.',
  benefits: [
    'Reduces fat and builds tone in the same visit',
    'Treats two areas of your choice',
    'Better value than booking the three treatments separately',
    'Planned and tracked by your own therapist',
  ],
  steps: [
    'Body assessment and measurements',
    'Cryolipo Max cycle on the main area',
    'EMS Advance toning',
    'Liquid Lipo Shot on a second area',
  ],
  recommendedFor: ['Belly and love handles', 'Thighs and buttocks', 'Back and arms'],
  clientsChoose: ['Visible change in fewer visits', 'A complete plan instead of single sessions'],
  downtime: 'Minimal; mild swelling where the shot was given.',
  ...withPromos(sessionOffers('Premium Slim Trio', 19999, ['Buy 3 get 1 free'])),
  featured: true,
  clinicOnly: true,
  durationMinutes: 150,
};

export const ULTIMATE_SLIMMING_PACKAGE: Service = {
  ...ULTIMATE_SLIMMING_PACKAGE_CARD,
  longDescription:
    'The Ultimate Slimming Package bundles the treatments our therapists combine most for a full-body change. Sessions can be spread across several areas and several weeks, and your therapist adjusts the plan as you progress. It is the most complete body-sculpting course we offer short of a full weight-loss program.',
  slogan: 'Your complete body-sculpting course.',
  benefits: [
    'A full course planned around your goals',
    'Combines fat reduction, toning and tightening',
    'Progress checks with measurements and photos',
    'Costs far less than the sessions booked one by one',
  ],
  inclusions: [
    { title: '4 Cryolipo Max sessions', subtitle: 'Fat freezing for the belly, flanks or back' },
    { title: '4 EMS Advance sessions', subtitle: 'Muscle toning with heat, two areas per visit' },
    { title: '4 Liquid Lipo Shots', subtitle: 'Fat-dissolving injections for stubborn pockets' },
    { title: '4 Exilift Body sessions', subtitle: 'Radiofrequency skin tightening' },
  ],
  recommendedFor: ['Clients who want to reshape several areas', 'A full-body change before a big event'],
  clientsChoose: ['One plan, one price', 'A dedicated therapist for the whole course'],
  downtime: 'Minimal.',
  ...WITHOUT_PROMOS,
  featured: true,
  clinicOnly: true,
  durationMinutes: 120,
};

export const HOLISTIC_WEIGHT_LOSS_MANAGEMENT: Service = {
  ...HOLISTIC_WEIGHT_LOSS_MANAGEMENT_CARD,
  longDescription:
    'Holistic Weight Loss Management looks at the whole picture: your health, your eating, your sleep and your schedule. A doctor sets your plan and reviews it every month, a coach checks in with you each week, and weekly slimming shots and regular drips support your energy along the way. Every part of it can be done at home.',
  moreDescription:
    'Results depend on each body and on how closely the plan is followed; your doctor sets a realistic target with you at the first consultation.',
  slogan: 'Lose weight in a way you can keep.',
  benefits: [
    'A plan built around your health, routine and food you enjoy',
    'Monthly doctor reviews and weekly coach check-ins',
    'Weekly slimming shots and regular drips for energy',
    'Progress tracked with body composition scans',
    'Can be done entirely at home',
  ],
  inclusions: [
    { title: 'Monthly doctor consultations', subtitle: 'Three reviews over the program' },
    { title: 'Body composition analysis', subtitle: 'At the start and every month' },
    { title: 'Personal meal plan', subtitle: 'Filipino-friendly meals that fit your routine' },
    { title: '12 TBL SLIM PRO shots', subtitle: 'One fat-burning shot a week' },
    { title: '6 Skinny Drips', subtitle: 'One every other week' },
    { title: 'Weekly coach check-ins', subtitle: 'By chat, to keep you on track' },
  ],
  steps: [
    'Phone consultation and health questionnaire',
    'First doctor visit with body composition scan',
    'Weekly shots, drips and coach check-ins',
    'Monthly reviews to adjust the plan',
  ],
  recommendedFor: ['Clients with 5 kg or more to lose', 'Anyone who has tried diets that did not last'],
  idealFor: ['Busy professionals', 'Clients who prefer treatment at home'],
  downtime: 'None.',
  ...WITHOUT_PROMOS,
  featured: true,
  homeService: true,
  clinicOnly: false,
  durationMinutes: 60,
  weightLoss: true,
};

export const TBL_WEIGHT_LOSS_PROGRAM: Service = {
  ...TBL_WEIGHT_LOSS_PROGRAM_CARD,
  longDescription:
    'The TBL Weight Loss Program brings every slimming tool we have into one plan. Fat-burning shots and skinny drips support your metabolism and energy, meso fat dissolver shots and cryo lipo work on stubborn areas, and Exilift firms the skin as you slim down. A doctor plans the schedule with you and checks your progress along the way.',
  moreDescription:
    'Shots and drips can be given at home by our nurses; Exilift and cryo lipo sessions are done at any of our three branches.',
  slogan: 'Everything we have, working for you.',
  benefits: [
    'Works on weight, stubborn fat and skin firmness together',
    'Doctor-planned schedule with progress checks',
    'Shots and drips available at home',
    'One price for the whole plan, with no add-ons',
  ],
  inclusions: [
    { title: '10 Fat Burning Shots', subtitle: 'To support fat metabolism and energy' },
    { title: '10 Skinny Drips', subtitle: 'Vitamins and L-carnitine by IV' },
    { title: '15 Meso Fat Dissolver Shots', subtitle: 'For stubborn pockets of fat' },
    { title: '15 Exilift Sessions', subtitle: 'Radiofrequency skin tightening' },
    { title: '10 Cryo Lipo Sessions', subtitle: 'Fat freezing for the belly, arms or thighs' },
  ],
  steps: [
    'Phone consultation, then a doctor visit to set your plan',
    'Weekly shots and drips, at home or at the clinic',
    'Meso, Exilift and cryo sessions on your target areas',
    'Progress reviews with measurements and photos',
  ],
  recommendedFor: [
    'Clients with weight to lose and areas to sculpt',
    'A full transformation over a few months',
  ],
  clientsChoose: ['One complete plan instead of many bookings', 'The best value of all our programs'],
  downtime: 'Minimal; mild swelling after meso shots.',
  ...WITHOUT_PROMOS,
  featured: true,
  clinicOnly: false,
  durationMinutes: 60,
  weightLoss: true,
};

/**
 * The clinic's signature programs: every featured service, in catalogue order. They are defined here,
 * apart from the rest of the catalogue, so the home page can show them without downloading all 83
 * treatments (~25 KB); each still sits at its place in its category's list. A test holds this list
 * equal to the catalogue's featured flags.
 */
export const SIGNATURE_PROGRAMS: readonly Service[] = [
  PREMIUM_SLIM_TRIO,
  ULTIMATE_SLIMMING_PACKAGE,
  HOLISTIC_WEIGHT_LOSS_MANAGEMENT,
  TBL_WEIGHT_LOSS_PROGRAM,
];
