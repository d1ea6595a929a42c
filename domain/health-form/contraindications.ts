import type { CategoryId } from '../categories';
import type { HealthAnswers } from './health-answers';

/**
 * What makes a treatment unsafe until a clinician has spoken with the client (issue 27 item 3): a
 * "yes" to a question, and the reason the desk reads on the booking. A hit does not refuse the
 * booking; it puts it under review, and the clinic calls before the visit.
 */
export interface Contraindication {
  questionId: string;
  reason: string;
}

const PREGNANT = (treatment: string): Contraindication => ({
  questionId: 'pregnant',
  reason: `Pregnant, trying or breastfeeding: ${treatment} is not done until a doctor has cleared it`,
});

const LASER: Contraindication[] = [
  PREGNANT('laser'),
  { questionId: 'isotretinoin', reason: 'Isotretinoin in the last 6 months: risk of scarring with laser' },
  {
    questionId: 'light-sensitive-medicines',
    reason: 'Takes a light-sensitising medicine: risk of burns and dark marks with laser',
  },
  { questionId: 'sun-exposure', reason: 'Sunburn or tan in the last 2 weeks: risk of burns with laser' },
  { questionId: 'keloids', reason: 'Forms keloids: risk of raised scars' },
  { questionId: 'skin-conditions', reason: 'Active skin problem on the area: treat it first' },
  { questionId: 'epilepsy', reason: 'Epilepsy or light-triggered seizures: flashes of the laser' },
];

const INJECTABLES = (treatment: string): Contraindication[] => [
  PREGNANT(treatment),
  { questionId: 'blood-thinners', reason: 'Blood thinners or bleeds easily: risk of bruising and bleeding' },
  {
    questionId: 'recent-injectables',
    reason: 'Fillers, botulinum toxin or threads in the last 2 weeks: check what and where',
  },
  { questionId: 'skin-conditions', reason: 'Active skin problem on the area: risk of infection' },
  { questionId: 'allergies', reason: 'Has allergies: check for lidocaine and the product used' },
];

/** Each category's contraindications; a service inherits its category's (see contraindicationsOf). */
export const CONTRAINDICATIONS: Record<CategoryId, readonly Contraindication[]> = {
  'face-slimming': [
    PREGNANT('face slimming'),
    { questionId: 'implants', reason: 'Pacemaker or metal implant: no radiofrequency or ultrasound over it' },
    { questionId: 'recent-injectables', reason: 'Fillers or threads in the last 2 weeks in the face' },
    { questionId: 'skin-conditions', reason: 'Active skin problem on the area: treat it first' },
  ],
  'body-slimming': [
    PREGNANT('body slimming'),
    {
      questionId: 'implants',
      reason: 'Pacemaker or metal implant: no radiofrequency or muscle stimulation over it',
    },
    { questionId: 'heart-kidney', reason: 'Heart, kidney or liver disease: doctor to clear first' },
  ],
  'hair-regrowth': [
    PREGNANT('hair regrowth treatment'),
    {
      questionId: 'blood-thinners',
      reason: 'Blood thinners or bleeds easily: risk of bleeding with scalp injections',
    },
    { questionId: 'skin-conditions', reason: 'Active skin problem on the scalp: treat it first' },
  ],
  'botox-fillers': [
    ...INJECTABLES('botulinum toxin or filler'),
    { questionId: 'neuromuscular', reason: 'Nerve or muscle condition: botulinum toxin may worsen it' },
  ],
  'threads-hiko-nose': [
    ...INJECTABLES('a thread lift'),
    { questionId: 'keloids', reason: 'Forms keloids: risk of raised scars at the entry points' },
    { questionId: 'slow-healing', reason: 'Diabetes, autoimmune disease or slow healing: risk of infection' },
  ],
  'skin-boosters': [
    ...INJECTABLES('a skin booster'),
    {
      questionId: 'isotretinoin',
      reason: 'Isotretinoin in the last 6 months: risk of scarring with microneedling',
    },
  ],
  'laser-treatments': LASER,
  'laser-hair-removal': LASER,
  'iv-drips': [
    PREGNANT('an IV drip'),
    {
      questionId: 'g6pd',
      reason: 'G6PD deficiency: high-dose vitamin C and glutathione can harm red blood cells',
    },
    {
      questionId: 'heart-kidney',
      reason: 'Heart, kidney or liver disease, or limits fluids: doctor to clear first',
    },
    { questionId: 'allergies', reason: 'Has allergies: check against what the drip holds' },
  ],
  'facial-treatments': [
    { questionId: 'isotretinoin', reason: 'Isotretinoin in the last 6 months: no peels or microneedling' },
    { questionId: 'skin-conditions', reason: 'Active skin problem on the area: treat it first' },
  ],
};

/** The reasons a visit of these categories is for review with these answers: each once, in order. */
export function contraindicationsHit(categories: readonly CategoryId[], answers: HealthAnswers): string[] {
  const reasons = new Set<string>();
  for (const category of categories) {
    for (const rule of CONTRAINDICATIONS[category] ?? []) {
      if (answers[rule.questionId]?.value === true) reasons.add(rule.reason);
    }
  }
  return [...reasons];
}
