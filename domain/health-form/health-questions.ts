import { CATEGORY_IDS, type CategoryId } from '../categories';

/**
 * The health form (issue 27 item 2): what the clinic asks before a treatment, in the words a client
 * understands and a clinician recognises. One form per client, kept current; each category asks the
 * questions its treatments need (see HEALTH_QUESTIONS_BY_CATEGORY), and a question asked by several
 * categories is one answer. `yes-no` questions may carry a `details` follow-up the client fills when
 * the answer is yes.
 */
export type HealthQuestionKind = 'yes-no' | 'text';

export interface HealthQuestion {
  id: string;
  kind: HealthQuestionKind;
  /** The question as the client reads it. */
  text: string;
  /** A plain-words hint under the question (examples, brand names). */
  hint?: string;
  /** For a yes-no question: the id of the text question asked when the answer is yes. */
  details?: string;
}

/** Longest free-text answer, in characters. */
export const MAX_HEALTH_TEXT = 500;

export const HEALTH_QUESTIONS: readonly HealthQuestion[] = [
  {
    id: 'allergies',
    kind: 'yes-no',
    text: 'Do you have any allergies?',
    hint: 'To medicines, numbing creams or local anaesthetic (lidocaine), latex, eggs, or anything else.',
    details: 'allergies-details',
  },
  { id: 'allergies-details', kind: 'text', text: 'What are you allergic to, and what happens?' },
  {
    id: 'pregnant',
    kind: 'yes-no',
    text: 'Are you pregnant, trying to get pregnant, or breastfeeding?',
  },
  {
    id: 'isotretinoin',
    kind: 'yes-no',
    text: 'Have you taken isotretinoin in the last 6 months?',
    hint: 'An acne medicine, sold as Roaccutane, Acnotren, Isotrex or Claravis.',
  },
  {
    id: 'blood-thinners',
    kind: 'yes-no',
    text: 'Do you take blood thinners, or do you bruise or bleed easily?',
    hint: 'Such as aspirin, warfarin, clopidogrel, or fish oil, vitamin E or ginkgo supplements.',
  },
  {
    id: 'light-sensitive-medicines',
    kind: 'yes-no',
    text: 'Are you taking a medicine that makes your skin sensitive to sunlight?',
    hint: 'Such as doxycycline or other tetracycline antibiotics, or tretinoin cream on the area.',
  },
  {
    id: 'recent-injectables',
    kind: 'yes-no',
    text: 'In the last 2 weeks, have you had fillers, botulinum toxin (Botox) or threads?',
    details: 'recent-injectables-details',
  },
  { id: 'recent-injectables-details', kind: 'text', text: 'What did you have, where on the body, and when?' },
  {
    id: 'sun-exposure',
    kind: 'yes-no',
    text: 'In the last 2 weeks, have you had a sunburn or a tan from the sun or a tanning bed?',
  },
  {
    id: 'keloids',
    kind: 'yes-no',
    text: 'Do you form keloids, or thick raised scars, after a wound heals?',
  },
  {
    id: 'skin-conditions',
    kind: 'yes-no',
    text: 'Do you have a skin problem on the area to be treated right now?',
    hint: 'Such as cold sores, an acne breakout, eczema, psoriasis, an open wound or an infection.',
    details: 'skin-conditions-details',
  },
  { id: 'skin-conditions-details', kind: 'text', text: 'What is it, and where?' },
  {
    id: 'implants',
    kind: 'yes-no',
    text: 'Do you have a pacemaker, metal implants or any electronic device in your body?',
    hint: 'Including metal plates or screws, an IUD with copper, or breast implants near the area.',
  },
  {
    id: 'epilepsy',
    kind: 'yes-no',
    text: 'Do you have epilepsy, or seizures brought on by flashing light?',
  },
  {
    id: 'neuromuscular',
    kind: 'yes-no',
    text: 'Do you have a nerve or muscle condition such as myasthenia gravis?',
  },
  {
    id: 'slow-healing',
    kind: 'yes-no',
    text: 'Do you have diabetes, an autoimmune disease such as lupus, or a condition that slows healing?',
  },
  {
    id: 'g6pd',
    kind: 'yes-no',
    text: 'Have you been told you have G6PD deficiency?',
    hint: 'A blood condition often found in newborn screening.',
  },
  {
    id: 'heart-kidney',
    kind: 'yes-no',
    text: 'Do you have heart, kidney or liver disease, or have you been told to limit fluids?',
  },
  {
    id: 'medicines',
    kind: 'text',
    text: 'Which medicines, vitamins or supplements do you take regularly?',
    hint: 'Write "none" if you take none.',
  },
  { id: 'other', kind: 'text', text: 'Is there anything else about your health the clinic should know?' },
];

const BY_ID = new Map(HEALTH_QUESTIONS.map((question) => [question.id, question]));

export function findHealthQuestion(id: string): HealthQuestion | undefined {
  return BY_ID.get(id);
}

/** Asked before every treatment. */
const EVERYONE = ['allergies', 'allergies-details', 'pregnant', 'medicines'];
const CLOSING = ['other'];
const LASER = [
  'isotretinoin',
  'light-sensitive-medicines',
  'sun-exposure',
  'keloids',
  'skin-conditions',
  'skin-conditions-details',
  'epilepsy',
];
const NEEDLES = [
  'blood-thinners',
  'recent-injectables',
  'recent-injectables-details',
  'skin-conditions',
  'skin-conditions-details',
];

/** The questions each treatment category asks, in the order the form shows them. */
export const HEALTH_QUESTIONS_BY_CATEGORY: Record<CategoryId, readonly string[]> = {
  'face-slimming': [
    ...EVERYONE,
    'implants',
    'recent-injectables',
    'recent-injectables-details',
    'skin-conditions',
    'skin-conditions-details',
    ...CLOSING,
  ],
  'body-slimming': [...EVERYONE, 'implants', 'slow-healing', 'heart-kidney', ...CLOSING],
  'hair-regrowth': [...EVERYONE, 'blood-thinners', 'skin-conditions', 'skin-conditions-details', ...CLOSING],
  'botox-fillers': [...EVERYONE, ...NEEDLES, 'neuromuscular', 'keloids', ...CLOSING],
  'threads-hiko-nose': [...EVERYONE, ...NEEDLES, 'keloids', 'slow-healing', ...CLOSING],
  'skin-boosters': [...EVERYONE, ...NEEDLES, 'isotretinoin', 'keloids', ...CLOSING],
  'laser-treatments': [...EVERYONE, ...LASER, ...CLOSING],
  'laser-hair-removal': [...EVERYONE, ...LASER, ...CLOSING],
  'iv-drips': [...EVERYONE, 'g6pd', 'heart-kidney', ...CLOSING],
  'facial-treatments': [
    ...EVERYONE,
    'isotretinoin',
    'skin-conditions',
    'skin-conditions-details',
    ...CLOSING,
  ],
};

/** The questions for a set of categories (a visit may hold several), each once, in form order. */
export function healthQuestionsFor(categories: readonly CategoryId[]): HealthQuestion[] {
  const asked = new Set(categories.flatMap((category) => HEALTH_QUESTIONS_BY_CATEGORY[category] ?? []));
  if (asked.size === 0)
    for (const category of CATEGORY_IDS)
      for (const id of HEALTH_QUESTIONS_BY_CATEGORY[category]) asked.add(id);
  return HEALTH_QUESTIONS.filter((question) => asked.has(question.id));
}
