import type { Context } from 'koa';
import type { AppContext } from '../app-context';
import { HOLD_MESSAGES, HOLD_WRITE_LIMIT } from '../commands/hold-slot';
import { HttpError, tooManyRequests } from '../errors';
import { clientBucket } from './client-address';
import { giveBack, takeFromWindow } from './public-writes';

/**
 * HOLD_WRITE_LIMIT for the public hold calls (take, extend, release together) per client address,
 * counted atomically in the database like the public write limit: 429 with Retry-After beyond it.
 * On with the public limits (`PUBLIC_WRITE_LIMIT=off` lifts it too). A start that turned out full or
 * closed (409 with alternatives) gives its count back: choosing again is not the client's fault.
 */
export function holdWriteGuard(context: AppContext) {
  const limited = context.config.publicWriteLimit !== undefined;
  const db = context.db.knex;

  return async function guarded<T>(ctx: Context, write: () => Promise<T>): Promise<T> {
    if (!limited) return write();
    const count = await takeFromWindow(db, `holds:${clientBucket(ctx.ip)}`, HOLD_WRITE_LIMIT);
    if (!('taken' in count)) throw tooManyRequests(HOLD_MESSAGES.tooManyChanges, count.retryAfterSeconds);
    try {
      return await write();
    } catch (error) {
      if (error instanceof HttpError && error.id === 'slot_taken') await giveBack(db, count.taken);
      throw error;
    }
  };
}
