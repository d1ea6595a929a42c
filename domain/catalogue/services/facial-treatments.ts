import { serviceArtwork } from '../artwork';
import { sessionOffers, WITHOUT_PROMOS, withPromos } from '../promo-packages';
import type { Service } from '../types';

const CATEGORY = 'facial-treatments';

/** SPEC section 3 publishes facial packages as exact multiples of the price (9,995 / 7,996). */
function facialPackages(name: string, price: number) {
  return withPromos(sessionOffers(name, price, ['Buy 4 get 1 free', 'Buy 5 get 2 free'], 'exact'));
}

export const FACIAL_TREATMENTS_SERVICES: Service[] = [
  {
    id: 'stem-cell-facial',
    name: 'Stem Cell Facial',
    category: CATEGORY,
    price: 1999,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'A renewing facial with plant stem cell serum for fresh, bouncy skin.',
    longDescription:
      'The Stem Cell Facial deep-cleanses, exfoliates and then infuses a plant stem cell serum with gentle ultrasound. It revives tired skin and supports its natural renewal. A relaxing hour that leaves your skin soft and fresh.',
    slogan: 'Fresh skin, renewed.',
    benefits: [
      'Revives dull, tired skin',
      'Supports natural skin renewal',
      'Deep cleansing and gentle exfoliation',
      'Available at home',
    ],
    steps: [
      'Double cleanse',
      'Exfoliation and extraction',
      'Stem cell serum with ultrasound',
      'Mask and massage',
    ],
    recommendedFor: ['Tired, stressed skin', 'A monthly skin routine'],
    downtime: 'None.',
    ...facialPackages('Stem Cell Facial', 1999),
    featured: false,
    homeService: true,
    clinicOnly: false,
  },
  {
    id: 'korean-lift-facial',
    name: 'Korean Lift Facial',
    category: CATEGORY,
    price: 1999,
    ...serviceArtwork(CATEGORY, 1),
    shortDescription: 'A K-beauty facial with lifting massage and microcurrent for a firmer contour.',
    longDescription:
      'The Korean Lift Facial follows the layered Seoul approach: cleanse, hydrate, then lift. Microcurrent and sculpting massage tone the facial muscles for a firmer, more defined look. Perfect before a big day.',
    slogan: 'Lifted and luminous, the K-beauty way.',
    benefits: [
      'Firmer-looking contours',
      'Reduces puffiness',
      'Layered hydration for a dewy finish',
      'Available at home',
    ],
    steps: [
      'Cleanse and tone',
      'Hydrating essence layers',
      'Microcurrent lift',
      'Sculpting massage and sheet mask',
    ],
    recommendedFor: ['Puffy or tired faces', 'Before events and photoshoots'],
    downtime: 'None.',
    ...facialPackages('Korean Lift Facial', 1999),
    featured: false,
    homeService: true,
    clinicOnly: false,
  },
  {
    id: 'mermaid-hydra-facial',
    name: 'Mermaid Hydra Facial',
    category: CATEGORY,
    price: 3499,
    ...serviceArtwork(CATEGORY, 2),
    shortDescription: 'Hydradermabrasion that cleanses, extracts and floods the skin with hydration.',
    longDescription:
      'The Mermaid Hydra Facial uses a vortex tip to cleanse, exfoliate and gently extract pores, then infuses hydrating serums. Skin is left clear, plump and glowing with no redness. It is a great treatment for every skin type, including sensitive skin.',
    slogan: 'Dive into deep hydration.',
    benefits: [
      'Painless pore extraction',
      'Intense hydration',
      'Instant glow with no redness',
      'Suits all skin types',
    ],
    steps: ['Cleanse and peel', 'Vortex extraction', 'Hydrating serum infusion', 'LED light and sunscreen'],
    recommendedFor: ['Congested pores', 'Dehydrated skin', 'Sensitive skin'],
    downtime: 'None.',
    ...facialPackages('Mermaid Hydra Facial', 3499),
    featured: false,
    homeService: true,
    clinicOnly: false,
  },
  {
    id: 'vampire-facial',
    name: 'Vampire Facial',
    category: CATEGORY,
    price: 6999,
    ...serviceArtwork(CATEGORY, 3),
    shortDescription: 'Microneedling with your own platelet-rich plasma for texture and scars.',
    longDescription:
      'The Vampire Facial combines microneedling with PRP prepared from a small sample of your blood. The growth factors in your plasma help repair acne scars, enlarged pores and fine lines. It is done at our clinics, where the plasma is prepared fresh during your visit.',
    slogan: 'Renewal powered by you.',
    benefits: [
      'Improves acne scars and texture',
      'Refines enlarged pores',
      'Softens fine lines',
      'Uses your own plasma',
    ],
    steps: ['Blood draw and PRP preparation', 'Numbing cream', 'Microneedling', 'PRP applied to the skin'],
    recommendedFor: ['Acne scars', 'Uneven texture', 'Early fine lines'],
    downtime: 'Redness for one to two days, like a mild sunburn.',
    ...facialPackages('Vampire Facial', 6999),
    featured: false,
    clinicOnly: true,
  },
  {
    id: 'korean-bb-glow-treatment',
    name: 'Korean BB Glow Treatment',
    category: CATEGORY,
    price: 4999,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'A semi-permanent tinted serum for a no-make-up, even-toned complexion.',
    longDescription:
      'BB Glow uses fine microneedling to infuse a tinted, skin-nourishing serum. The result looks like a light BB cream that does not wash off, softening redness, spots and uneven tone for a few weeks. Our therapists match the shade to your skin.',
    slogan: 'Wake up looking ready.',
    benefits: [
      'Evens out skin tone without make-up',
      'Softens the look of spots and redness',
      'Shade matched to your skin',
      'Available at home',
    ],
    steps: ['Cleanse and shade matching', 'Microneedling with BB serum', 'Calming mask'],
    recommendedFor: ['Uneven tone', 'Clients who want to skip foundation'],
    downtime: 'Slight redness for a few hours; no make-up for 24 hours.',
    ...facialPackages('Korean BB Glow Treatment', 4999),
    featured: false,
    homeService: true,
    clinicOnly: false,
  },
  {
    id: 'poreless-glow-facial',
    name: 'Poreless Glow Facial',
    category: CATEGORY,
    price: 19999,
    ...serviceArtwork(CATEGORY, 1, 4),
    shortDescription: 'A 15-session bundle of lasers, facials and radiofrequency for smooth, refined skin.',
    longDescription:
      'The Poreless Glow Facial is a course rather than a single facial. Carbon laser controls oil and tightens pores, Snow Laser evens out tone, Stem Cell Facials keep skin nourished, and radiofrequency firms the pore walls. Spread over a few months, it is our most complete plan for refined, glowing skin.',
    slogan: 'Refined skin, one complete course.',
    benefits: [
      'Minimises the look of large pores',
      'Controls oil and evens tone',
      'Firms and smooths texture',
      'Fifteen sessions planned by your therapist',
    ],
    inclusions: [
      { title: '4 Carbon Laser sessions', subtitle: 'Deep pore cleansing and oil control' },
      { title: '4 Stem Cell Facials', subtitle: 'Nourishing renewal facials' },
      { title: '4 Snow Laser sessions', subtitle: 'Brightening and tone correction' },
      { title: '3 RF sessions', subtitle: 'Radiofrequency to firm and tighten' },
    ],
    recommendedFor: ['Enlarged pores', 'Oily, uneven skin', 'Clients who want a full skin reset'],
    downtime: 'None.',
    ...WITHOUT_PROMOS,
    featured: false,
    clinicOnly: true,
  },
];
