import type { Context } from 'koa';
import type { AppContext } from '../app-context';
import { requireStaff } from '../auth/require-staff';
import { tooManyRequests } from '../errors';
import type { Answer } from '../idempotency/answer-once';
import { clientBucket } from './client-address';
import { type DayShareTake, type ShareRequest, takeDayShare } from './day-share';
import { giveBack, takeFromWindow } from './public-writes';
import type { WindowLimit } from './window-limit';

/** No address receives more confirmations than this from public writes in a day. */
export const RECIPIENT_LIMIT: WindowLimit = { count: 5, windowSeconds: 86_400 };

export const TOO_MANY_FROM_ADDRESS =
  'Too many bookings were sent from this connection. Please wait a little and try again, or call the clinic.';
export const TOO_MANY_FOR_RECIPIENT =
  'This e-mail address has already received the most confirmations we send in one day. Please try again tomorrow, or call the clinic.';

/**
 * The address a limit counts by: the part before `@` loses any `+tag`, since `ana+1@` and `ana+2@`
 * reach the same mailbox.
 */
export function recipientKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/** The id of the booking or consultation a write answered with. */
function writtenVisitId(answer: Answer): string | undefined {
  const body = answer.body as { booking?: { id?: unknown }; consultation?: { id?: unknown } } | undefined;
  const id = body?.booking?.id ?? body?.consultation?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Anti-automation for the public booking and consultation forms: `PUBLIC_WRITE_LIMIT` writes per
 * client address (bookings and consultations together) and at most RECIPIENT_LIMIT confirmations per
 * recipient a day, both 429 with Retry-After; with the `visit` it asks for, the client's share of that
 * place and day too (day-share.ts, 429). `off` disables all three. A request signed in as staff is
 * not limited. Counts are taken only for a write about to happen, and given back when it writes nothing.
 */
export function publicWriteGuard(context: AppContext) {
  const limit = context.config.publicWriteLimit;
  const admitStaff = requireStaff(context);

  async function signedInAsStaff(ctx: Context): Promise<boolean> {
    if (!ctx.get('authorization')) return false;
    try {
      await admitStaff(ctx, async () => {});
      return true;
    } catch {
      return false;
    }
  }

  return async function guarded(
    ctx: Context,
    recipient: string | undefined,
    write: () => Promise<Answer>,
    visit?: ShareRequest,
  ): Promise<Answer> {
    if (!limit || (await signedInAsStaff(ctx))) return write();
    const db = context.db.knex;
    const address = clientBucket(ctx.ip);
    const givebacks: Array<() => Promise<void>> = [];
    const release = async () => {
      await Promise.all(givebacks.map((giveBackOne) => giveBackOne()));
    };
    const byAddress = await takeFromWindow(db, `address:${address}`, limit);
    if (!('taken' in byAddress)) throw tooManyRequests(TOO_MANY_FROM_ADDRESS, byAddress.retryAfterSeconds);
    givebacks.push(() => giveBack(db, byAddress.taken));
    if (recipient) {
      const byRecipient = await takeFromWindow(db, `recipient:${recipientKey(recipient)}`, RECIPIENT_LIMIT);
      if (!('taken' in byRecipient)) {
        await release();
        throw tooManyRequests(TOO_MANY_FOR_RECIPIENT, byRecipient.retryAfterSeconds);
      }
      givebacks.push(() => giveBack(db, byRecipient.taken));
    }
    let answer: Answer;
    let share: DayShareTake | undefined;
    try {
      if (visit) {
        const contact = recipient ? recipientKey(recipient) : undefined;
        share = await takeDayShare(db, { address, contact }, visit);
        givebacks.push(share.giveBack);
      }
      answer = await write();
    } catch (error) {
      await release();
      throw error;
    }
    // A duplicate that found its key taken meanwhile (PostgreSQL) wrote nothing.
    if (answer.replayed) await release();
    else if (share) {
      const visitId = writtenVisitId(answer);
      if (visitId) await share.keyTo(visitId);
    }
    return answer;
  };
}
