import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../categories';
import { latestConsent } from './consent-record';
import { CONSENT_MESSAGES, consentRequestSchema } from './consent-request';
import { MAX_SIGNATURE_BYTES, SIGNATURE_MESSAGES, signatureProblem } from './consent-signature';
import {
  CONSENT_TEXTS,
  consentTextsFor,
  consentVersions,
  consentWording,
  currentConsentText,
} from './consent-texts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const dataUrl = (bytes: number[], type = 'png') =>
  `data:image/${type};base64,${btoa(bytes.map((byte) => String.fromCharCode(byte)).join(''))}`;
const png = (size: number) => dataUrl([...PNG_HEAD, ...new Array(size - PNG_HEAD.length).fill(0)]);

describe('consent texts', () => {
  it('every treatment category has a treatment consent, and photos and marketing have theirs', () => {
    for (const category of CATEGORY_IDS) {
      const text = currentConsentText('treatment', category);
      expect(text?.title, category).toMatch(/^Consent to treatment: /);
      expect(text?.paragraphs.join(' '), category).toMatch(/risks/i);
    }
    expect(currentConsentText('photos')?.version).toBe(2);
    expect(currentConsentText('marketing')?.version).toBe(1);
    expect(currentConsentText('treatment', 'tattoo-removal')).toBeUndefined();
  });

  it('keeps each version of a consent once, and an old version word for word', () => {
    const keys = CONSENT_TEXTS.map((text) => `${text.kind}/${text.category ?? ''}/${text.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    const [first, second] = consentVersions('photos');
    expect(first?.version).toBe(1);
    expect(consentWording(first ?? { title: '', paragraphs: [] })).not.toBe(
      consentWording(second ?? { title: '', paragraphs: [] }),
    );
  });

  it("a visit asks for its categories' treatment consents, then photos and marketing", () => {
    const texts = consentTextsFor(['laser-hair-removal', 'iv-drips']);
    expect(texts.map((text) => text.category ?? text.kind)).toEqual([
      'laser-hair-removal',
      'iv-drips',
      'photos',
      'marketing',
    ]);
  });
});

describe('signatureProblem', () => {
  it('takes a PNG of up to 200 KB, judged by its bytes and not its label', () => {
    expect(signatureProblem(png(1000))).toBeUndefined();
    expect(signatureProblem(png(MAX_SIGNATURE_BYTES))).toBeUndefined();
    expect(signatureProblem(png(MAX_SIGNATURE_BYTES + 1))).toBe(SIGNATURE_MESSAGES.tooBig);
    expect(signatureProblem(dataUrl([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0]))).toBe(
      SIGNATURE_MESSAGES.notPng,
    );
    expect(signatureProblem(dataUrl(PNG_HEAD, 'jpeg'))).toBe(SIGNATURE_MESSAGES.notPng);
    expect(signatureProblem('data:image/png;base64,not base64!')).toBe(SIGNATURE_MESSAGES.notPng);
  });
});

describe('consentRequestSchema', () => {
  const problem = (body: unknown) => {
    const parsed = consentRequestSchema.safeParse(body);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
  const sign = { kind: 'treatment', category: 'iv-drips', version: 1, signedName: 'Maria Santos' };

  it('names an unknown kind, category or version, a missing name and a bad signature', () => {
    expect(problem(sign)).toBeUndefined();
    expect(problem({ ...sign, kind: 'tattoo' })).toMatch(/Unknown consent "tattoo"/);
    expect(problem({ ...sign, category: 'dentistry' })).toMatch(/Unknown treatment category "dentistry"/);
    expect(problem({ ...sign, version: 7 })).toMatch(/no version 7 of the consent "Treatment: IV Drips"/);
    expect(problem({ ...sign, signedName: ' ' })).toBe(CONSENT_MESSAGES.name);
    expect(problem({ ...sign, signature: 'data:image/gif;base64,R0lGODlh' })).toBe(SIGNATURE_MESSAGES.notPng);
    expect(problem({ ...sign, signature: png(300) })).toBeUndefined();
  });

  it('takes an old version (the server answers it 409) and a withdrawal without a version', () => {
    expect(problem({ kind: 'photos', version: 1, signedName: 'Maria Santos' })).toBeUndefined();
    const withdrawal = consentRequestSchema.parse({
      action: 'withdraw',
      kind: 'marketing',
      signedName: 'Maria',
    });
    expect(withdrawal).toMatchObject({
      action: 'withdraw',
      kind: 'marketing',
      category: null,
      version: null,
    });
  });
});

describe('latestConsent', () => {
  it('is the newest record of that kind and category', () => {
    const records = [
      { kind: 'treatment', category: 'iv-drips', signedAt: '2026-11-20T00:00:00Z', action: 'withdraw' },
      { kind: 'treatment', category: 'iv-drips', signedAt: '2026-11-10T00:00:00Z', action: 'sign' },
      { kind: 'photos', category: null, signedAt: '2026-11-25T00:00:00Z', action: 'sign' },
    ] as const;
    expect(latestConsent(records, 'treatment', 'iv-drips')?.action).toBe('withdraw');
    expect(latestConsent(records, 'photos', null)?.action).toBe('sign');
    expect(latestConsent(records, 'marketing', null)).toBeUndefined();
  });
});
