import { serviceArtwork } from '../artwork';
import { sessionOffers, withPromos } from '../promo-packages';
import { YEAR_END_ONLINE_OFFER } from '../promotions';
import type { Service } from '../types';
import { HOLISTIC_WEIGHT_LOSS_MANAGEMENT, TBL_WEIGHT_LOSS_PROGRAM } from './signature-programs';

const CATEGORY = 'body-slimming';

/** What the sales-layout pages show as the usual length of a program. */
export const SALES_PROGRAM_DURATION = '2–3 months';

/** About two and about three months of weekly doses, to match the program duration. */
const WEEKLY_DOSE_OFFERS = ['Buy 8 get 1 free', 'Buy 10 get 3 free'] as const;

const PRESCRIPTION_NOTE =
  'It is a prescription medicine: a doctor reviews your health history before the first dose, and it is not given during pregnancy or breastfeeding, or to anyone with a personal or family history of medullary thyroid cancer.';

/** Weight-loss services: they show the weight slider and need a phone consultation before home delivery. */
export const WEIGHT_LOSS_SERVICES: Service[] = [
  HOLISTIC_WEIGHT_LOSS_MANAGEMENT,
  TBL_WEIGHT_LOSS_PROGRAM,
  {
    id: 'skinny-jab-pro',
    name: 'Skinny Jab Pro',
    category: CATEGORY,
    price: 2499,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'A doctor-prescribed daily appetite-control pen, priced per week.',
    longDescription: `Skinny Jab Pro is a liraglutide pen you use once a day at home. It helps you feel full sooner and for longer, which makes smaller portions easier to keep up. ${PRESCRIPTION_NOTE}`,
    slogan: 'Feel full sooner, stay on track longer.',
    benefits: [
      'Helps curb cravings and portion sizes',
      'Easy daily pen, shown to you by our nurse',
      'Delivered to your home after a phone consultation',
      'Weekly check-ins during the program',
    ],
    steps: [
      'Phone consultation with our doctor',
      'Pen delivered and first dose shown by a nurse',
      'Daily pen at home, dose adjusted gradually',
      'Weekly check-ins and weigh-ins',
    ],
    idealFor: ['Adults who struggle with appetite and cravings', 'Clients who want a gentle daily routine'],
    downtime: 'None; mild nausea in the first weeks is common and usually eases.',
    ...withPromos(sessionOffers('Skinny Jab Pro', 2499, WEEKLY_DOSE_OFFERS)),
    featured: false,
    homeService: true,
    clinicOnly: false,
    weightLoss: true,
    salesLayout: true,
    promotion: YEAR_END_ONLINE_OFFER,
    programDuration: SALES_PROGRAM_DURATION,
  },
  {
    id: 'tbl-slim-pro',
    name: 'TBL SLIM PRO',
    category: CATEGORY,
    price: 1599,
    ...serviceArtwork(CATEGORY, 1),
    shortDescription: 'Our weekly fat-burning shot of L-carnitine, B vitamins and lipotropic nutrients.',
    longDescription:
      'TBL SLIM PRO is the clinic’s own slimming shot. L-carnitine helps the body use fat for energy, B12 and B-complex support your energy levels, and lipotropic nutrients support the liver as it processes fat. Taken weekly alongside better eating and movement, it helps many clients feel lighter and more energetic.',
    slogan: 'Your weekly boost toward a slimmer you.',
    benefits: [
      'Supports fat metabolism and steady energy',
      'Quick shot, at home or at the clinic',
      'No prescription medicine involved',
      'Pairs well with skinny drips and body treatments',
    ],
    steps: ['Phone consultation', 'Weekly shot by our nurse', 'Monthly weigh-in and review'],
    idealFor: ['Clients starting their slimming journey', 'Anyone who feels sluggish while dieting'],
    downtime: 'None.',
    ...withPromos(sessionOffers('TBL SLIM PRO', 1599, WEEKLY_DOSE_OFFERS)),
    featured: false,
    homeService: true,
    clinicOnly: false,
    weightLoss: true,
    salesLayout: true,
    promotion: YEAR_END_ONLINE_OFFER,
    programDuration: SALES_PROGRAM_DURATION,
  },
  {
    id: 'tirzepatide-slim-jab',
    name: 'Tirzepatide Slim Jab',
    category: CATEGORY,
    price: 3999,
    ...serviceArtwork(CATEGORY, 2),
    shortDescription: 'A once-weekly tirzepatide injection for doctor-supervised weight loss.',
    longDescription: `Tirzepatide acts on two appetite hormones, GIP and GLP-1, to reduce hunger and help control blood sugar. You take it once a week, and your doctor raises the dose step by step so your body adjusts comfortably. ${PRESCRIPTION_NOTE}`,
    slogan: 'One jab a week, a doctor beside you.',
    benefits: [
      'Once-weekly dose',
      'Helps reduce hunger and cravings',
      'Dose adjusted by our doctor as you progress',
      'Delivered to your home after a phone consultation',
    ],
    steps: [
      'Phone consultation and health screening',
      'First dose with a nurse, at home or at the clinic',
      'Weekly doses with check-ins',
      'Monthly doctor review',
    ],
    recommendedFor: ['Adults with a BMI of 27 or more', 'Clients whose weight affects their blood sugar'],
    downtime: 'None; nausea or a full feeling can occur early on and usually settles.',
    ...withPromos(sessionOffers('Tirzepatide Slim Jab', 3999, WEEKLY_DOSE_OFFERS)),
    featured: false,
    homeService: true,
    clinicOnly: false,
    weightLoss: true,
    salesLayout: true,
    promotion: YEAR_END_ONLINE_OFFER,
    programDuration: SALES_PROGRAM_DURATION,
  },
  {
    id: 'semaglutide-slim-jab',
    name: 'Semaglutide Slim Jab',
    category: CATEGORY,
    price: 2999,
    ...serviceArtwork(CATEGORY, 3),
    shortDescription: 'A once-weekly semaglutide injection that helps you eat less without feeling deprived.',
    longDescription: `Semaglutide is a GLP-1 medicine that slows how quickly the stomach empties and signals fullness to the brain. Taken once a week with gradual dose increases, it helps many clients cut portions without constant hunger. ${PRESCRIPTION_NOTE}`,
    slogan: 'Less hunger, more progress.',
    benefits: [
      'Once-weekly dose',
      'Helps you feel satisfied with smaller meals',
      'Gradual dosing to keep side effects mild',
      'Home delivery after a phone consultation',
    ],
    steps: [
      'Phone consultation and health screening',
      'Starter dose with a nurse',
      'Weekly doses and check-ins',
      'Monthly doctor review',
    ],
    recommendedFor: ['Adults with a BMI of 27 or more', 'Clients who struggle with constant hunger'],
    downtime: 'None; mild nausea in the first weeks usually eases.',
    ...withPromos(sessionOffers('Semaglutide Slim Jab', 2999, WEEKLY_DOSE_OFFERS)),
    featured: false,
    homeService: true,
    clinicOnly: false,
    weightLoss: true,
    salesLayout: true,
    promotion: YEAR_END_ONLINE_OFFER,
    programDuration: SALES_PROGRAM_DURATION,
  },
  {
    id: 'jab-and-drip-slim-program',
    name: 'Jab & Drip Slim Program',
    category: CATEGORY,
    price: 4499,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'A weekly Semaglutide Slim Jab plus a Skinny Drip every other week, priced per week.',
    longDescription: `The Jab & Drip Slim Program pairs appetite control with nutrition support. The weekly semaglutide jab helps you eat less, and a Skinny Drip every other week tops up vitamins and L-carnitine so you keep your energy while eating lighter. ${PRESCRIPTION_NOTE}`,
    slogan: 'Eat lighter, keep your glow.',
    benefits: [
      'Appetite control and vitamin support in one plan',
      'Helps you keep your energy while eating less',
      'Both jab and drip given at home by our nurses',
      'Weekly check-ins with our team',
    ],
    steps: [
      'Phone consultation and health screening',
      'Weekly jab and fortnightly drip at home',
      'Weekly check-ins and weigh-ins',
      'Monthly doctor review',
    ],
    idealFor: ['Clients who feel tired when dieting', 'Busy clients who want everything done at home'],
    downtime: 'None; mild nausea in the first weeks usually eases.',
    ...withPromos(sessionOffers('Jab & Drip Slim Program', 4499, WEEKLY_DOSE_OFFERS)),
    featured: false,
    homeService: true,
    clinicOnly: false,
    weightLoss: true,
    salesLayout: true,
    promotion: YEAR_END_ONLINE_OFFER,
    programDuration: SALES_PROGRAM_DURATION,
  },
];
