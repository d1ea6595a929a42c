import { serviceArtwork } from '../artwork';
import { type SessionOffer, sessionOffers, WITHOUT_PROMOS, withPromos } from '../promo-packages';
import type { Service } from '../types';

const CATEGORY = 'laser-treatments';

const WHITENING_PACKAGES: readonly SessionOffer[] = ['4-Session Package', '10-Session Package'];

/** Laser Skin Whitening: the category id keeps the shorter slug the routes already use. */
export const LASER_TREATMENTS_SERVICES: Service[] = [
  {
    id: 'underarm-whitening-laser',
    name: 'Underarm Whitening Laser',
    category: CATEGORY,
    price: 2999,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'Lightens dark underarms caused by shaving, friction and pigment.',
    longDescription:
      'Dark underarms are one of the most common concerns we see, often from years of shaving, plucking or friction. A gentle laser breaks up the excess pigment so the skin looks lighter and more even over a course of sessions. Each session takes about fifteen minutes.',
    slogan: 'Raise your arms with confidence.',
    benefits: [
      'Lightens darkened underarm skin',
      'Smooths rough texture and "chicken skin"',
      'Quick, comfortable sessions',
      'Safe for Filipino skin tones',
    ],
    steps: ['Cleansing', 'Laser passes over both underarms', 'Soothing gel and aftercare'],
    recommendedFor: ['Dark underarms', 'Rough underarm texture from shaving'],
    downtime: 'None; skip deodorant for 24 hours.',
    ...withPromos(sessionOffers('Underarm Whitening Laser', 2999, WHITENING_PACKAGES)),
    featured: false,
    clinicOnly: true,
  },
  {
    id: 'carbon-laser-peel',
    name: 'Carbon Laser Peel',
    category: CATEGORY,
    price: 2999,
    ...serviceArtwork(CATEGORY, 1),
    shortDescription: 'The "Hollywood peel": a carbon mask and laser that clear pores and brighten the face.',
    longDescription:
      'A thin layer of carbon lotion soaks into the pores, then a laser passes over it, lifting away oil, dead skin and debris with the carbon. Skin looks brighter and tighter straight away, with smaller-looking pores. It is a favourite before events because there is no peeling.',
    slogan: 'Event-ready skin in 30 minutes.',
    benefits: [
      'Deep-cleans and refines pores',
      'Controls oiliness',
      'Instant brightness with no peeling',
      'Helps even out skin tone over sessions',
    ],
    steps: ['Cleansing', 'Carbon mask applied', 'Laser passes across the face', 'Sunscreen'],
    recommendedFor: ['Oily skin', 'Enlarged pores', 'Dull skin before an event'],
    downtime: 'None.',
    ...withPromos(sessionOffers('Carbon Laser Peel', 2999, WHITENING_PACKAGES)),
    featured: false,
    clinicOnly: true,
  },
  {
    id: 'snow-laser-whitening',
    name: 'Snow Laser Whitening',
    category: CATEGORY,
    price: 3999,
    ...serviceArtwork(CATEGORY, 2),
    shortDescription: 'Low-energy laser toning that brightens the face and fades dark spots.',
    longDescription:
      'Snow Laser uses gentle, low-energy pulses to break up excess pigment without heating the skin. Over a course of sessions it fades dark spots, melasma and uneven tone, and leaves the face brighter. It is comfortable enough that many clients compare it to a warm tap.',
    slogan: 'Brighter, more even skin, gently.',
    benefits: [
      'Brightens and evens out the complexion',
      'Fades dark spots and mild melasma',
      'Gentle on the skin, with no peeling',
      'Can be combined with facials',
    ],
    steps: ['Cleansing', 'Laser toning across the face', 'Cooling mask', 'Sunscreen'],
    recommendedFor: ['Uneven skin tone', 'Sun spots', 'Mild melasma'],
    downtime: 'None; mild pinkness for an hour.',
    ...withPromos(sessionOffers('Snow Laser Whitening', 3999, WHITENING_PACKAGES)),
    featured: false,
    clinicOnly: true,
  },
  {
    id: 'bikini-line-whitening-laser',
    name: 'Bikini Line Whitening Laser',
    category: CATEGORY,
    price: 3999,
    ...serviceArtwork(CATEGORY, 3),
    shortDescription: 'Evens out darkened skin along the bikini line and inner thighs.',
    longDescription:
      'Friction, shaving and hormones can darken the bikini line and inner thighs. A gentle whitening laser reduces the excess pigment over a course of sessions, done privately by our female therapists. You will feel more at ease in swimwear for your next beach trip.',
    slogan: 'Beach-ready confidence.',
    benefits: [
      'Lightens the bikini line and inner thighs',
      'Done privately by female therapists',
      'Quick and comfortable',
      'No downtime',
    ],
    steps: ['Privacy set-up and cleansing', 'Laser passes', 'Soothing gel'],
    recommendedFor: ['Dark bikini line', 'Darkened inner thighs from friction'],
    downtime: 'None; avoid tight clothing for a day.',
    ...withPromos(sessionOffers('Bikini Line Whitening Laser', 3999, WHITENING_PACKAGES)),
    featured: false,
    clinicOnly: true,
  },
  {
    id: 'pico-glow-laser',
    name: 'Pico Glow Laser',
    category: CATEGORY,
    price: 5999,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'Picosecond laser that shatters stubborn pigment and refines texture.',
    longDescription:
      'Pico Glow uses ultra-short picosecond pulses that break pigment into very fine particles the body can clear. It works on stubborn spots, freckles and acne marks that other lasers struggle with, and also refines pores and texture. Most clients see an even tone after four sessions.',
    slogan: 'Precision for stubborn spots.',
    benefits: [
      'Targets stubborn pigment, freckles and acne marks',
      'Refines pores and texture',
      'Very little heat, so gentle on the skin',
      'Visible brightening over a short course',
    ],
    steps: ['Skin assessment', 'Numbing if needed', 'Pico laser passes', 'Calming mask and sunscreen'],
    recommendedFor: ['Freckles and sun spots', 'Dark acne marks', 'Uneven texture'],
    downtime: 'Mild redness for a day; small spots may darken before flaking off.',
    ...withPromos(sessionOffers('Pico Glow Laser', 5999, ['4-Session Package'])),
    featured: false,
    clinicOnly: true,
  },
  {
    id: 'full-body-whitening-laser',
    name: 'Full Body Whitening Laser',
    category: CATEGORY,
    price: 29999,
    ...serviceArtwork(CATEGORY, 1),
    shortDescription: 'Whitening laser across the arms, legs, back and underarms in one long session.',
    longDescription:
      'Full Body Whitening Laser treats uneven tone from the shoulders down, including the arms, legs, back and underarms. It evens out tan lines, spots and dark patches for skin that looks brighter all over. The session takes about two hours, and we recommend a relaxing visit on a day off.',
    slogan: 'Even, luminous skin from head to toe.',
    benefits: [
      'Evens out tan lines and dark patches',
      'Brightens the arms, legs and back',
      'One session covers the whole body',
      'Smoother-looking skin texture',
    ],
    steps: ['Skin assessment', 'Laser toning area by area', 'Full-body soothing lotion'],
    recommendedFor: ['Uneven tan lines', 'Dark knees, elbows and underarms', 'Spots on the back and arms'],
    downtime: 'None; avoid sun exposure for a few days.',
    ...WITHOUT_PROMOS,
    featured: false,
    clinicOnly: true,
  },
];
