import type { Context } from 'koa';
import type { AppContext } from '../app-context';
import { forbidden, tooManyRequests } from '../errors';
import { currentStaff } from './require-staff';
import { codesMatch } from './secret-codes';

export type SecretCodeKind = 'update' | 'delete';

/** Wrong codes allowed per staff user (update and delete together) in the window below. */
export const CODE_FAILURE_LIMIT = 5;
export const CODE_WINDOW_MINUTES = 15;
export const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Wait before trying again.';

const WRONG_CODE_MESSAGE: Record<SecretCodeKind, string> = {
  update: 'Invalid update code',
  delete: 'Invalid delete code',
};

/**
 * Checks an update or delete code typed by the signed-in staff member (behind `requireStaff` or
 * `requireAdmin`). Throws 403 for a wrong code and, once the user has had `CODE_FAILURE_LIMIT` wrong
 * codes in the window, 429 with Retry-After for any code, right or wrong. Each wrong code is kept as a
 * row and logged as a security event.
 *
 * The attempt is recorded before the code is compared, so concurrent guesses all count each other and
 * the limit holds under a burst and across instances; a right code or a refused attempt removes it.
 */
export async function verifySecretCode(
  context: AppContext,
  ctx: Context,
  kind: SecretCodeKind,
  given: string,
): Promise<void> {
  const knex = context.db.knex;
  const staff = currentStaff(ctx);
  const [row] = await knex('code_attempts').insert({ user_id: staff.id, kind, ip: ctx.ip }).returning('id');
  const id = String((row as { id: string | number }).id);
  const window = knex.raw('now() - make_interval(mins => ?)', [CODE_WINDOW_MINUTES]);
  const expected = kind === 'update' ? context.secrets.updateCode : context.secrets.deleteCode;
  const right = codesMatch(given, expected);
  // A wrong code counts every attempt of the window, in flight included, so a burst of guesses is
  // cut off at the limit; a right code counts only settled wrong ones, so colleagues confirming at
  // the same moment never refuse each other.
  const [{ count }] = (await knex('code_attempts')
    .where({ user_id: staff.id })
    .andWhere('attempted_at', '>', window)
    .modify((query) => {
      if (right) query.andWhere({ failed: true });
    })
    .count<{ count: number | string }[]>('* as count')) as [{ count: number | string }];
  if (Number(count) >= CODE_FAILURE_LIMIT + (right ? 0 : 1)) {
    await knex('code_attempts').where({ id }).delete();
    context.logger.info('security event: secret code refused, too many wrong codes', {
      event: 'secret_code_locked',
      kind,
      user: staff.email,
      ip: ctx.ip,
    });
    throw tooManyRequests(TOO_MANY_CODES_MESSAGE, await secondsUntilNextTry(context, staff.id));
  }
  if (right) {
    await knex('code_attempts').where({ id }).delete();
    return;
  }
  await knex('code_attempts').where({ id }).update({ failed: true });
  context.logger.info('security event: wrong secret code', {
    event: 'secret_code_failed',
    kind,
    user: staff.email,
    ip: ctx.ip,
    failuresInWindow: Number(count),
  });
  throw forbidden(WRONG_CODE_MESSAGE[kind]);
}

/** Until the window holds fewer than the limit: when the limit-th most recent failure ages out. */
async function secondsUntilNextTry(context: AppContext, userId: string): Promise<number> {
  const result = await context.db.knex.raw<{ rows: Array<{ wait: number | string | null }> }>(
    `select extract(epoch from attempted_at + make_interval(mins => :minutes) - now()) as wait
       from code_attempts
      where user_id = :userId and attempted_at > now() - make_interval(mins => :minutes)
      order by attempted_at desc
      offset :skip limit 1`,
    { userId, minutes: CODE_WINDOW_MINUTES, skip: CODE_FAILURE_LIMIT - 1 },
  );
  return Number(result.rows[0]?.wait ?? CODE_WINDOW_MINUTES * 60);
}
