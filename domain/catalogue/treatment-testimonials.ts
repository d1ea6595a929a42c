import type { Testimonial } from './types';

/** A client's words about one treatment; a sales page shows only the stories about its own program. */
export interface TreatmentTestimonial extends Testimonial {
  serviceId: string;
}

const portrait = (id: string) => `/images/people/${id}.svg`;

function story(
  serviceId: string,
  id: string,
  name: string,
  role: string,
  content: string,
): TreatmentTestimonial {
  return { serviceId, id, name, role, content, rating: 5, image: portrait(id) };
}

export const TREATMENT_TESTIMONIALS: readonly TreatmentTestimonial[] = [
  story(
    'skinny-jab-pro',
    'liza-ramos',
    'Liza Ramos',
    'Bank teller, Makati',
    'The doctor showed me how to use the Skinny Jab Pro pen and checked on me every week. I felt full sooner, so smaller lunches stopped being a fight. I am 6 kg lighter after two months, slower than my officemate, and that is fine.',
  ),
  story(
    'skinny-jab-pro',
    'grace-tan',
    'Grace Tan',
    'Teacher, Quezon City',
    'I had mild nausea in the first week of Skinny Jab Pro, and the clinic adjusted my plan right away instead of telling me to push through. What I liked most was that nobody promised me a number.',
  ),
  story(
    'tbl-slim-pro',
    'jenny-aquino',
    'Jenny Aquino',
    'Call centre team lead, Las Piñas',
    'I take the TBL SLIM PRO shot every Saturday before my walk. My energy on night shifts is better and my waist is down a few centimetres. The nurse measures me each visit, so I can see it rather than guess.',
  ),
  story(
    'tbl-slim-pro',
    'marco-lim',
    'Marco Lim',
    'Chef, Pasig',
    'TBL SLIM PRO was my first step before a bigger program. The doctor was clear that the shot helps, but the food and the walking do the work. Six weeks in, my clothes fit better and I sleep better.',
  ),
  story(
    'tirzepatide-slim-jab',
    'carmela-bautista',
    'Carmela Bautista',
    'Accountant, Taguig',
    'My doctor started the Tirzepatide Slim Jab at the lowest dose and raised it slowly, with a blood test first. The cravings in the afternoon are gone. I have lost weight steadily, and I know my plan because they explain it every visit.',
  ),
  story(
    'tirzepatide-slim-jab',
    'rowena-diaz',
    'Rowena Diaz',
    'Retired nurse, Parañaque',
    'I asked a lot of questions before the Tirzepatide Slim Jab, and the doctor answered every one, including why it might not suit everyone. Three months on, my sugar readings are better and I am lighter.',
  ),
  story(
    'semaglutide-slim-jab',
    'nina-ocampo',
    'Nina Ocampo',
    'Graphic designer, Mandaluyong',
    'With the Semaglutide Slim Jab I stopped snacking at midnight without feeling deprived. The weekly check-in keeps me honest. Results came gradually, which the doctor told me to expect.',
  ),
  story(
    'semaglutide-slim-jab',
    'alma-villareal',
    'Alma Villareal',
    'Mother of three, Las Piñas',
    'The nurse gives me my Semaglutide Slim Jab at home on Sundays, so I never miss a week. I have lost weight slowly and kept it off, and I feel in control of my portions for the first time in years.',
  ),
  story(
    'jab-and-drip-slim-program',
    'trisha-gomez',
    'Trisha Gomez',
    'Flight attendant, Pasay',
    'The Jab & Drip Slim Program fits my roster: the jab every week and a drip every other week between trips. I eat less but never feel drained, and my doctor tracks my weight and blood pressure each visit.',
  ),
  story(
    'jab-and-drip-slim-program',
    'dina-robles',
    'Dina Robles',
    'Sales manager, Quezon City',
    'I chose the Jab & Drip Slim Program because I was worried about feeling tired on a diet. The drips helped with that. I am losing weight at a steady pace, and the team never pushed me to buy more than I needed.',
  ),
];

/** The stories about one treatment only; empty when there are none. */
export function testimonialsFor(serviceId: string): TreatmentTestimonial[] {
  return TREATMENT_TESTIMONIALS.filter((testimonial) => testimonial.serviceId === serviceId);
}
