import { z } from 'zod';
import { CONSENT_KINDS } from './consent-texts';

/**
 * A consent as kept (issue 27 item 4): a signature or a withdrawal, never edited afterwards. The
 * client's own link reads whether a drawn signature was given; the desk (logged) and the client's
 * export read the image itself.
 */
export const consentRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  category: z.string().nullable().meta({ description: 'The treatment category (treatment consents only)' }),
  label: z.string().meta({ description: 'What the consent covers, in words' }),
  action: z.enum(['sign', 'withdraw']).meta({ description: 'A withdrawal is a record of its own' }),
  version: z.number().int(),
  textHash: z.string().meta({ description: 'SHA-256 (hex) of the exact wording signed' }),
  signedName: z.string().meta({ description: "The name typed to sign; '' once the client is erased" }),
  signedAt: z.string(),
  hasSignature: z.boolean().meta({ description: 'A drawn signature was given (on a touch screen)' }),
  signature: z
    .string()
    .optional()
    .meta({ description: 'The drawn signature (PNG data URL): only to staff and in the export' }),
});

export type ConsentRecord = z.output<typeof consentRecordSchema>;

export const consentTextSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  category: z.string().nullable(),
  label: z.string(),
  version: z.number().int(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  textHash: z.string(),
});

export type ConsentTextView = z.output<typeof consentTextSchema>;

/** `GET/POST /api/my-booking/:token/consents`: the texts this visit asks for and what the client signed. */
export const consentsFormSchema = z.object({
  texts: z
    .array(consentTextSchema)
    .meta({ description: "Current texts: this visit's treatments, photos, marketing" }),
  consents: z.array(consentRecordSchema).meta({ description: "Every record of the client's, newest first" }),
});

export const consentsFormResponseSchema = z.object({ data: consentsFormSchema, msg: z.string().optional() });

export type ConsentsForm = z.output<typeof consentsFormSchema>;

/** The latest record of one consent (kind and category), or undefined when never signed. */
export function latestConsent<T extends Pick<ConsentRecord, 'kind' | 'category' | 'signedAt'>>(
  records: readonly T[],
  kind: string,
  category: string | null,
): T | undefined {
  return records
    .filter((record) => record.kind === kind && (record.category ?? null) === (category ?? null))
    .reduce<T | undefined>(
      (latest, record) => (!latest || record.signedAt > latest.signedAt ? record : latest),
      undefined,
    );
}
