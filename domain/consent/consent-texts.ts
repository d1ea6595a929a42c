import { CATEGORY_IDS, CATEGORY_NAMES, type CategoryId } from '../categories';
import { TREATMENT_CONSENT_PARTS } from './treatment-consent-texts';

/**
 * The consents a client signs (issue 27 item 4): one `treatment` consent per treatment category,
 * and two of the clinic's own, `photos` and `marketing`. Each text has a version: a changed text is
 * a new version, the old one is kept here word for word (a signature points at the version and its
 * hash), and a client who read an old version is asked to read the new one before signing.
 */
export const CONSENT_KINDS = ['treatment', 'photos', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface ConsentText {
  kind: ConsentKind;
  /** For `treatment` only: the category it covers. */
  category?: CategoryId;
  version: number;
  title: string;
  paragraphs: readonly string[];
}

const TREATMENT_OPENING =
  'Before my treatment, the clinic explained what will be done, what results I can expect, and the other choices I have, including having no treatment. I had the chance to ask questions and was answered in words I understood.';

const TREATMENT_CLOSING = [
  'No result is guaranteed; how my body responds is my own. I gave the clinic true and complete answers about my health and medicines, and I will tell them of any change before each session.',
  'I may stop the treatment at any time, and I may withdraw this consent; withdrawing does not undo what was already done, and the clinic will not go on with this treatment until I sign again.',
  'I agree to have this treatment done by the clinic’s doctors, nurses and trained therapists.',
];

function treatmentText(category: CategoryId): ConsentText {
  const part = TREATMENT_CONSENT_PARTS[category];
  return {
    kind: 'treatment',
    category,
    version: 1,
    title: `Consent to treatment: ${CATEGORY_NAMES[category]}`,
    paragraphs: [
      TREATMENT_OPENING,
      part.what,
      `What I can expect: ${part.expect}`,
      `The risks: ${part.risks}`,
      `What I agree to do: ${part.care}`,
      ...TREATMENT_CLOSING,
    ],
  };
}

const PHOTOS_OPENING =
  'I agree that the clinic takes photos of the area treated, before and after each session, to plan my treatment and follow my progress.';
const PHOTOS_PRIVATE =
  'My photos are part of my clinic record: only the clinic’s staff who treat me see them, and they are never posted, shown to other clients, or used in advertising without a separate consent from me.';

export const CONSENT_TEXTS: readonly ConsentText[] = [
  ...CATEGORY_IDS.map(treatmentText),
  {
    kind: 'photos',
    version: 1,
    title: 'Consent to clinical photos',
    paragraphs: [PHOTOS_OPENING, PHOTOS_PRIVATE, 'I may withdraw this consent at any time.'],
  },
  {
    kind: 'photos',
    version: 2,
    title: 'Consent to clinical photos',
    paragraphs: [
      PHOTOS_OPENING,
      'I may ask for my face or any mark that identifies me to be left out of the frame or covered.',
      PHOTOS_PRIVATE,
      'The photos are kept with my record for as long as it is kept. I may withdraw this consent at any time: no new photos are taken after that.',
    ],
  },
  {
    kind: 'marketing',
    version: 1,
    title: 'Consent to news and offers',
    paragraphs: [
      'I agree that the clinic sends me news, promotions and reminders of offers by e-mail and text message, at most a few times a month.',
      'The clinic uses only my name, e-mail address and mobile number for this, and never shares them with other companies.',
      'This has nothing to do with my treatment, which is the same whether or not I agree. I may withdraw this consent at any time, and the messages stop.',
    ],
  },
];

const same = (text: ConsentText, kind: ConsentKind, category?: string) =>
  text.kind === kind && (kind !== 'treatment' || text.category === category);

/** Every version of one consent, oldest first. */
export function consentVersions(kind: ConsentKind, category?: string): ConsentText[] {
  return CONSENT_TEXTS.filter((text) => same(text, kind, category)).sort((a, b) => a.version - b.version);
}

/** The version a client signs now, or undefined for a consent that does not exist. */
export function currentConsentText(kind: ConsentKind, category?: string): ConsentText | undefined {
  return consentVersions(kind, category).at(-1);
}

/** The texts a visit of these categories asks for: each category's treatment consent, then photos and marketing. */
export function consentTextsFor(categories: readonly CategoryId[]): ConsentText[] {
  const treatments = categories.flatMap((category) => {
    const text = currentConsentText('treatment', category);
    return text ? [text] : [];
  });
  const own = (['photos', 'marketing'] as const).flatMap((kind) => {
    const text = currentConsentText(kind);
    return text ? [text] : [];
  });
  return [...treatments, ...own];
}

/** The exact words signed, as hashed: the title, then each paragraph, a blank line apart. */
export function consentWording(text: Pick<ConsentText, 'title' | 'paragraphs'>): string {
  return [text.title, ...text.paragraphs].join('\n\n');
}

/** What the desk and the client read a consent as, e.g. "Treatment: IV Drips" or "Clinical photos". */
export function consentLabel(kind: ConsentKind, category?: string | null): string {
  if (kind === 'treatment') {
    const name = category && (CATEGORY_NAMES as Record<string, string>)[category];
    return `Treatment: ${name ?? category ?? 'unknown'}`;
  }
  return kind === 'photos' ? 'Clinical photos' : 'News and offers';
}
