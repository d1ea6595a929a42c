import type { ServiceReview, Testimonial } from './types';

function portrait(id: string): string {
  return `/images/people/${id}.svg`;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'camille-reyes',
    name: 'Camille Reyes',
    role: 'Marketing manager, Makati',
    content:
      'I booked the Power V-Lift Trio before my sister’s wedding, and the doctor was honest about what four sessions could do. My jawline looks sharper in photos, and the Makati staff remembered my name every visit.',
    rating: 5,
    image: portrait('camille-reyes'),
  },
  {
    id: 'joanna-dela-cruz',
    name: 'Joanna Dela Cruz',
    role: 'Nurse, Las Piñas',
    content:
      'As a nurse I notice everything: sealed vials, clean trays, proper gloves. The Cinderella drips at home were done exactly right, and my skin has never looked this even.',
    rating: 5,
    image: portrait('joanna-dela-cruz'),
  },
  {
    id: 'mika-santos',
    name: 'Mika Santos',
    role: 'Flight attendant, Pasay',
    content:
      'Laser hair removal on the unlimited package was the best decision for my schedule. I come in between flights, it takes fifteen minutes, and I have not touched a razor in months.',
    rating: 5,
    image: portrait('mika-santos'),
  },
  {
    id: 'paolo-mendoza',
    name: 'Paolo Mendoza',
    role: 'Architect, Quezon City',
    content:
      'I was nervous about Hiko Nose, but the doctor at Timog walked me through every step and showed me the shape before starting. The swelling was gone in four days, and the result looks natural.',
    rating: 5,
    image: portrait('paolo-mendoza'),
  },
  {
    id: 'bea-villanueva',
    name: 'Bea Villanueva',
    role: 'Small business owner, Parañaque',
    content:
      'The team replied within minutes when I booked online and confirmed my slot the same afternoon. The Mermaid Hydra Facial left my skin so clear that I stopped wearing foundation to the shop.',
    rating: 5,
    image: portrait('bea-villanueva'),
  },
];

export const SERVICE_REVIEWS: readonly ServiceReview[] = [
  {
    id: 'rhea-castillo',
    name: 'Rhea Castillo',
    content:
      'Three months into the TBL Weight Loss Program I am down 9 kg, and my waist is finally smaller than my hips again. The weekly drips kept my energy up, and the cryo sessions took care of my belly.',
    rating: 5,
    image: portrait('rhea-castillo'),
  },
  {
    id: 'anne-gutierrez',
    name: 'Anne Gutierrez',
    content:
      'I tried every diet after my second baby. With the TBL Weight Loss Program my doctor set a realistic target, the nurse came to my house for my shots, and I have kept the weight off since finishing.',
    rating: 5,
    image: portrait('anne-gutierrez'),
  },
  {
    id: 'karla-navarro',
    name: 'Karla Navarro',
    content:
      'What I liked about the TBL Weight Loss Program was that nobody promised miracles. They measured me at every visit, so I could see each centimetre come off, and the Exilift sessions kept my skin firm as I slimmed.',
    rating: 5,
    image: portrait('karla-navarro'),
  },
];
