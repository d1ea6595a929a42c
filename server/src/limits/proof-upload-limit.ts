import type { Context, Next } from 'koa';
import type { AppContext } from '../app-context';
import { tooManyRequests } from '../errors';
import type { PaymentTarget } from '../payments/payment-targets';
import { clientBucket } from './client-address';
import { giveBack, takeFromWindow } from './public-writes';

export const TOO_MANY_PROOFS_FOR_LINK =
  'This booking has received many images in a short time. Please wait a little before sending another, or call the clinic.';
export const TOO_MANY_PROOFS_FROM_ADDRESS =
  'Too many images were sent from this connection. Please wait a little and try again, or call the clinic.';

/**
 * Proof uploads are the costliest public write (an image to decode and keep), so each try counts,
 * whatever comes of it: per manage link (`PROOF_UPLOAD_LIMIT_PER_LINK`) and per client address
 * (`PROOF_UPLOAD_LIMIT_PER_ADDRESS`), both 429 + Retry-After, in the same database window as the
 * public-write limit, so they hold across instances. Checked after the link, before the upload is read.
 */
export function proofUploadLimit(context: AppContext, target: PaymentTarget, idOf: (ctx: Context) => string) {
  const { perLink, perAddress } = context.config.proofUploadLimits;
  const db = context.db.knex;
  return async function limitProofUploads(ctx: Context, next: Next) {
    const byAddress = perAddress
      ? await takeFromWindow(db, `proof-address:${clientBucket(ctx.ip)}`, perAddress)
      : undefined;
    if (byAddress && !('taken' in byAddress)) {
      throw tooManyRequests(TOO_MANY_PROOFS_FROM_ADDRESS, byAddress.retryAfterSeconds);
    }
    if (perLink) {
      const byLink = await takeFromWindow(db, `proof-link:${target}:${idOf(ctx)}`, perLink);
      if (!('taken' in byLink)) {
        if (byAddress) await giveBack(db, byAddress.taken);
        throw tooManyRequests(TOO_MANY_PROOFS_FOR_LINK, byLink.retryAfterSeconds);
      }
    }
    await next();
  };
}
