import { z } from 'zod';
import { isCategoryId } from '../categories';
import { hasNoControlCharacters } from '../schemas/fields';
import { signatureProblem } from './consent-signature';
import { CONSENT_KINDS, type ConsentKind, consentLabel, consentVersions } from './consent-texts';

/** Longest typed name a signature takes. */
export const MAX_SIGNED_NAME = 120;

export const CONSENT_MESSAGES = {
  shape: 'Send { kind, category, version, signedName, signature } as a JSON object',
  unknownKind: (kind: unknown) =>
    `Unknown consent "${String(kind).slice(0, 40)}": it is one of ${CONSENT_KINDS.join(', ')}`,
  unknownCategory: (category: unknown) =>
    `Unknown treatment category "${String(category ?? '').slice(0, 60)}" for a treatment consent`,
  unknownVersion: (label: string, version: unknown) =>
    `There is no version ${String(version).slice(0, 20)} of the consent "${label}"`,
  textChanged:
    'The text of this consent changed since you opened it: read it again, then sign the new version',
  name: 'Type your full name to sign',
  nameTooLong: `Your name is too long to sign with (at most ${MAX_SIGNED_NAME} characters)`,
  nameControl: 'Your name has characters that cannot be saved',
  signature: 'The drawn signature must be a PNG image sent as a data URL',
  alreadySigned: 'You have already signed this version of this consent',
  nothingToWithdraw: 'There is no signed consent here to withdraw',
  signed: 'Thank you: your consent is signed',
  withdrawn: 'Your consent is withdrawn. The clinic has been told.',
} as const;

/**
 * `POST /api/my-booking/:token/consents` body: sign (`action` left out or `sign`) a version of a
 * consent, or withdraw what was signed (`withdraw`, no version needed). A version older than the
 * current one is valid input, answered 409 by the server (the text changed); one that never existed
 * is a 400 here.
 */
export const consentRequestSchema = z
  .object(
    {
      action: z.enum(['sign', 'withdraw']).default('sign'),
      kind: z.unknown(),
      category: z.unknown().optional(),
      version: z.unknown().optional(),
      textHash: z.string().max(128).optional(),
      signedName: z.unknown(),
      signature: z.unknown().optional(),
    },
    { error: CONSENT_MESSAGES.shape },
  )
  .superRefine((body, ctx) => {
    const problem = (message: string, field: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!(CONSENT_KINDS as readonly unknown[]).includes(body.kind))
      return problem(CONSENT_MESSAGES.unknownKind(body.kind), 'kind');
    const kind = body.kind as ConsentKind;
    if (kind === 'treatment' && !isCategoryId(body.category))
      return problem(CONSENT_MESSAGES.unknownCategory(body.category), 'category');
    const category = kind === 'treatment' ? (body.category as string) : undefined;
    if (body.action === 'sign') {
      const known = consentVersions(kind, category).some((text) => text.version === body.version);
      if (!known)
        return problem(
          CONSENT_MESSAGES.unknownVersion(consentLabel(kind, category), body.version),
          'version',
        );
    }
    if (typeof body.signedName !== 'string' || body.signedName.trim().length < 2)
      return problem(CONSENT_MESSAGES.name, 'signedName');
    if (body.signedName.trim().length > MAX_SIGNED_NAME)
      return problem(CONSENT_MESSAGES.nameTooLong, 'signedName');
    if (!hasNoControlCharacters(body.signedName)) return problem(CONSENT_MESSAGES.nameControl, 'signedName');
    if (body.signature !== undefined && body.signature !== null) {
      if (typeof body.signature !== 'string') return problem(CONSENT_MESSAGES.signature, 'signature');
      const wrong = signatureProblem(body.signature);
      if (wrong) return problem(wrong, 'signature');
    }
  })
  .transform((body) => ({
    action: body.action,
    kind: body.kind as ConsentKind,
    category: body.kind === 'treatment' ? (body.category as string) : null,
    version: typeof body.version === 'number' ? body.version : null,
    textHash: body.textHash ?? null,
    signedName: (body.signedName as string).trim(),
    signature: typeof body.signature === 'string' ? body.signature : null,
  }));

export type ConsentRequest = z.output<typeof consentRequestSchema>;
