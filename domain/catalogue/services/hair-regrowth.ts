import { serviceArtwork } from '../artwork';
import { sessionOffers, withPromos } from '../promo-packages';
import type { Service } from '../types';

const CATEGORY = 'hair-regrowth';

export const HAIR_REGROWTH_SERVICES: Service[] = [
  {
    id: 'prp-hair-regrowth',
    name: 'PRP Hair Regrowth',
    category: CATEGORY,
    price: 6999,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'Your own platelet-rich plasma injected into the scalp to wake up thinning follicles.',
    longDescription:
      'A small blood sample is spun to concentrate its platelets, which carry growth factors that support weakened follicles. The plasma is then placed across the thinning areas of the scalp. A course of monthly sessions gives the best chance of thicker, stronger hair, and because it comes from your own body it suits clients who prefer a natural approach.',
    slogan: 'Regrowth from your own healing power.',
    benefits: [
      'Uses your own plasma, with nothing foreign added',
      'Supports thicker, stronger strands over a course',
      'Helps slow hair shedding',
      'Sessions of about an hour',
    ],
    steps: [
      'Scalp analysis and photos',
      'Blood draw and plasma preparation',
      'Numbing, then plasma injections across the thinning areas',
      'Scalp care advice',
    ],
    recommendedFor: ['Widening part lines', 'Thinning at the crown', 'Hair loss after stress or childbirth'],
    downtime: 'None; the scalp may feel tender for a day. Avoid washing your hair until the next morning.',
    ...withPromos(sessionOffers('PRP Hair Regrowth', 6999, ['Buy 3 get 1 free', 'Buy 5 get 2 free'])),
    featured: false,
    clinicOnly: true,
    durationMinutes: 90,
  },
  {
    id: 'hair-meso-booster',
    name: 'Hair Meso Booster',
    category: CATEGORY,
    price: 4999,
    ...serviceArtwork(CATEGORY, 1),
    shortDescription:
      'Vitamins, peptides and biotin delivered straight into the scalp to nourish hair roots.',
    longDescription:
      'Hair Meso Booster feeds the follicles directly with a cocktail of biotin, amino acids, peptides and vitamins through fine micro-injections. It improves scalp health and helps reduce shedding. Our nurses can do it at home, so it fits easily into a busy routine.',
    slogan: 'Feed the roots, love the lengths.',
    benefits: [
      'Nourishes the scalp and hair roots',
      'Helps reduce daily hair fall',
      'Quick sessions of about 30 minutes',
      'Available as a home service',
    ],
    steps: ['Scalp check', 'Cleansing and numbing', 'Micro-injections across the scalp'],
    recommendedFor: ['Heavy daily hair fall', 'Dull, weak or brittle hair', 'Early thinning'],
    downtime: 'None.',
    ...withPromos(sessionOffers('Hair Meso Booster', 4999, ['Buy 4 get 1 free', 'Buy 10 get 3 free'])),
    featured: false,
    homeService: true,
    clinicOnly: false,
    durationMinutes: 60,
  },
  {
    id: 'growth-factor-scalp-therapy',
    name: 'Growth Factor Scalp Therapy',
    category: CATEGORY,
    price: 9999,
    ...serviceArtwork(CATEGORY, 2),
    shortDescription: 'Lab-prepared growth factors and microneedling for advanced thinning.',
    longDescription:
      'Growth Factor Scalp Therapy uses a concentrated, lab-prepared growth factor serum, worked into the scalp with fine microneedling. It is our strongest option for clients whose thinning has progressed or who have not seen enough change with PRP alone. Your doctor will recommend how many sessions suit your scalp.',
    slogan: 'Our most advanced care for thinning hair.',
    benefits: [
      'Concentrated growth factors for weakened follicles',
      'Microneedling helps the serum reach the roots',
      'A choice for clients who do not want a blood draw',
      'Can be combined with PRP for a stronger course',
    ],
    steps: [
      'Doctor assessment of the scalp',
      'Numbing cream',
      'Microneedling across the thinning areas',
      'Growth factor serum applied and sealed',
    ],
    recommendedFor: ['Advanced thinning', 'Clients who had limited change with other treatments'],
    downtime: 'Mild redness of the scalp for a day.',
    ...withPromos(sessionOffers('Growth Factor Scalp Therapy', 9999, ['Buy 3 get 1 free'])),
    featured: false,
    clinicOnly: true,
    durationMinutes: 60,
  },
  {
    id: 'scalp-laser-therapy',
    name: 'Scalp Laser Therapy',
    category: CATEGORY,
    price: 2999,
    ...serviceArtwork(CATEGORY, 3),
    shortDescription:
      'Painless low-level laser light that energises follicles and improves scalp circulation.',
    longDescription:
      'Scalp Laser Therapy bathes the scalp in low-level red light, which supports follicle activity and blood flow. There are no needles and nothing to recover from, so it is easy to book twice a week. It works well on its own for early thinning and as a companion to PRP or meso.',
    slogan: 'Light that helps hair grow.',
    benefits: [
      'No needles and no pain',
      'Improves scalp circulation',
      'Boosts results of PRP and meso treatments',
      'Relaxing 20-minute sessions',
    ],
    steps: ['Scalp cleansing', 'Laser cap session', 'Scalp massage'],
    recommendedFor: ['Early thinning', 'Maintaining results after injections'],
    downtime: 'None.',
    ...withPromos(sessionOffers('Scalp Laser Therapy', 2999, ['Buy 8 get 1 free', 'Buy 15 get 5 free'])),
    featured: false,
    clinicOnly: true,
    durationMinutes: 30,
  },
];
