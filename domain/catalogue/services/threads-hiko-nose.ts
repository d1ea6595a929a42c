import { serviceArtwork } from '../artwork';
import { WITHOUT_PROMOS, withPromos } from '../promo-packages';
import type { Service } from '../types';

const CATEGORY = 'threads-hiko-nose';

export const THREADS_HIKO_NOSE_SERVICES: Service[] = [
  {
    id: 'hiko-nose',
    name: 'Hiko Nose',
    category: CATEGORY,
    price: 14999,
    ...serviceArtwork(CATEGORY, 0, 4),
    shortDescription: 'A higher nose bridge and a more refined tip using dissolvable threads, no surgery.',
    longDescription:
      'Hiko Nose places fine, dissolvable PDO threads along the bridge and tip of the nose to lift and define it. The shape shows right away, and the threads encourage collagen that helps hold the result after they dissolve. It is done only at our clinics, under sterile conditions, by our doctors.',
    slogan: 'A refined nose, without the knife.',
    benefits: [
      'Raises a flat nose bridge',
      'Lifts and narrows the nose tip',
      'Results visible right after the session',
      'Threads dissolve naturally over time',
    ],
    steps: [
      'Profile assessment and shape planning',
      'Local anaesthesia',
      'Threads inserted along the bridge and tip',
      'Shaping and aftercare instructions',
    ],
    recommendedFor: ['A low or flat nose bridge', 'A wide or droopy nose tip'],
    idealFor: ['Clients who want a nose lift without surgery'],
    downtime: 'Mild swelling for three to five days; avoid glasses resting on the nose for two weeks.',
    ...WITHOUT_PROMOS,
    featured: false,
    clinicOnly: true,
    durationMinutes: 90,
  },
  {
    id: 'mono-thread-rejuvenation',
    name: 'Mono Thread Rejuvenation',
    category: CATEGORY,
    price: 9999,
    ...serviceArtwork(CATEGORY, 1),
    shortDescription: 'Fine smooth threads that firm the skin and improve texture, 20 threads per session.',
    longDescription:
      'Mono threads are ultra-fine and smooth. Placed in a mesh under the skin, they trigger new collagen that firms and thickens it over the next months. The base price covers 20 threads for one area, such as the cheeks or under the chin; the 70-thread package treats the whole face and neck.',
    slogan: 'A firmer foundation for your skin.',
    benefits: [
      'Improves skin firmness and texture',
      'Softens fine lines and crepey areas',
      'Quick, with minimal discomfort',
      'Results keep improving for months',
    ],
    steps: ['Numbing cream', 'Threads placed in a fine mesh', 'Cold compress'],
    recommendedFor: ['Early loss of firmness', 'Crepey neck or under-chin skin'],
    downtime: 'Slight redness or tiny bruises for a few days.',
    ...withPromos([
      {
        // The clinic published this package twice: 39,999 down to 29,999, and elsewhere 15,000. We hold
        // 29,999: it came paired with its original price and is the usual quarter off, while 15,000
        // would sell 70 threads for little more than the 20 of a single session. Every booking is
        // confirmed by the team, so a price found too high can still be lowered; one stored too low
        // is a promise made to the client.
        title: '70 Threads Full Face and Neck',
        description: '70 mono threads for the whole face and neck in one session.',
        sessions: 1,
        originalPrice: 39999,
        promoPrice: 29999,
      },
    ]),
    featured: false,
    clinicOnly: true,
    durationMinutes: 60,
  },
  {
    id: 'cog-thread-face-lift',
    name: 'Cog Thread Face Lift',
    category: CATEGORY,
    price: 19999,
    ...serviceArtwork(CATEGORY, 2),
    shortDescription: 'Barbed threads that lift sagging cheeks and jowls for a visibly lifted face.',
    longDescription:
      'Cog threads have tiny barbs that hook gently into the tissue, so your doctor can reposition sagging cheeks and jowls. You see the lift straight away, and the collagen the threads stimulate helps maintain it after they dissolve. It is the closest we come to a surgical lift without an operation.',
    slogan: 'An instant lift, no operation.',
    benefits: [
      'Lifts sagging cheeks and jowls right away',
      'Defines the jawline',
      'Stimulates new collagen',
      'Threads dissolve in six to nine months',
    ],
    steps: [
      'Doctor assessment and vector planning',
      'Local anaesthesia',
      'Threads inserted and the lift adjusted',
      'Taping and aftercare instructions',
    ],
    recommendedFor: ['Moderate sagging of the cheeks', 'Jowls', 'Deep smile lines from sagging'],
    downtime: 'Swelling and tightness for about a week; avoid wide yawning and facial massage for two weeks.',
    ...WITHOUT_PROMOS,
    featured: false,
    clinicOnly: true,
    durationMinutes: 120,
  },
  {
    id: 'fox-eye-thread-lift',
    name: 'Fox Eye Thread Lift',
    category: CATEGORY,
    price: 12999,
    ...serviceArtwork(CATEGORY, 3),
    shortDescription: 'Lifts the outer brows for a fresh, almond-shaped eye.',
    longDescription:
      'The Fox Eye Thread Lift uses cog threads placed at the temples to raise the tail of the brows and the outer corners of the eyes. It opens up the eye area and gives a bright, alert look. The entry points are hidden in the hairline.',
    slogan: 'Lifted brows, brighter eyes.',
    benefits: [
      'Raises drooping outer brows',
      'Gives the eyes an elongated, almond shape',
      'Entry points hidden in the hairline',
      'Results visible straight away',
    ],
    steps: ['Shape planning in front of the mirror', 'Local anaesthesia', 'Threads placed at the temples'],
    recommendedFor: ['Drooping outer brows', 'Tired-looking eyes'],
    downtime: 'Mild swelling for three to five days.',
    ...WITHOUT_PROMOS,
    featured: false,
    clinicOnly: true,
    durationMinutes: 90,
  },
  {
    id: 'jawline-thread-contour',
    name: 'Jawline Thread Contour',
    category: CATEGORY,
    price: 17999,
    ...serviceArtwork(CATEGORY, 0),
    shortDescription: 'Threads that tighten the jawline and the area under the chin.',
    longDescription:
      'Jawline Thread Contour combines cog threads along the jaw with a mesh of mono threads under the chin. Together they sharpen the line between face and neck and firm loose skin. It pairs well with fat-reducing treatments for the double chin.',
    slogan: 'A clean line from ear to chin.',
    benefits: [
      'Sharpens the jawline',
      'Firms loose skin under the chin',
      'Reduces the look of jowls',
      'Complements Cryo Lift Face and V-line meso',
    ],
    steps: [
      'Assessment and marking',
      'Local anaesthesia',
      'Cog threads along the jaw',
      'Mono threads under the chin',
    ],
    recommendedFor: ['Soft jawline', 'Loose skin under the chin', 'Early jowls'],
    downtime: 'Swelling and tightness for five to seven days.',
    ...WITHOUT_PROMOS,
    featured: false,
    clinicOnly: true,
    durationMinutes: 90,
  },
];
