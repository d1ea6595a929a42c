import type { Context } from 'koa';
import type { AppContext } from '../app-context';
import type { StoredResponse } from '../idempotency/idempotency';

/**
 * Answers with what an idempotent write produced: the first answer again on a replay (marked so), or
 * the new one, in which case the e-mail it queued is sent at once rather than at the next poll.
 */
export function sendStored(
  ctx: Context,
  response: StoredResponse & { replayed: boolean },
  context: AppContext,
) {
  ctx.status = response.status;
  ctx.body = response.body;
  if (response.replayed) ctx.set('Idempotent-Replayed', 'true');
  else context.wakeOutbox?.();
}
