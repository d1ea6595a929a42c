import crypto from 'node:crypto';
import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { MulterError } from 'multer';
import { PROOF_MAX_BYTES } from '../../../domain/payment';
import { badRequest, payloadTooLarge } from '../errors';

export const PROOF_FIELD = 'file';
const TOO_LARGE = 'The image is over 5 MB: send a smaller screenshot';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 4, fieldSize: 1_000, parts: 6 },
}).single(PROOF_FIELD);

/** Reads one multipart image into memory (5 MB at most: past that a clean 413, nothing kept). */
export async function readProofUpload(ctx: Context, next: Next) {
  if (Number(ctx.get('content-length') || 0) > PROOF_MAX_BYTES + 64 * 1024) throw payloadTooLarge(TOO_LARGE);
  try {
    await upload(ctx, async () => {});
  } catch (error) {
    if (error instanceof MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') throw payloadTooLarge(TOO_LARGE);
      throw badRequest(`Send one image in the "${PROOF_FIELD}" field`);
    }
    throw badRequest('The upload could not be read');
  }
  await next();
}

/** The uploaded image's bytes and the text fields beside it. */
export function uploadedProof(ctx: Context): { bytes: Buffer; fields: Record<string, unknown> } {
  const file = (ctx.request as unknown as { file?: { buffer: Buffer } }).file;
  if (!file?.buffer || file.buffer.length === 0)
    throw badRequest(`Attach the image in the "${PROOF_FIELD}" field`);
  const body = ctx.request.body;
  return {
    bytes: file.buffer,
    fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
  };
}

/**
 * What one upload asked for: its file's bytes as sent and its reference. An Idempotency-Key seen
 * again with another hash is another request (422), not a retry.
 */
export function proofRequestHash(bytes: Buffer, reference: string | undefined): string {
  return crypto
    .createHash('sha256')
    .update(bytes)
    .update('\u0000')
    .update(reference ?? '')
    .digest('hex');
}
