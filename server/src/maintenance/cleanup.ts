import type { Knex } from 'knex';
import { ACCOUNT_WINDOW_MINUTES, ATTEMPT_WINDOW_MINUTES } from '../auth/login-throttle';
import { LONGEST_WINDOW_SECONDS } from '../limits/window-limit';

/** Idempotency keys are honoured for at least this long; a retry later than that is a new request. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/** Drops what no rule needs any more: old idempotency records, expired login attempts and public-write windows. */
export async function cleanUp(
  db: Knex,
): Promise<{ idempotencyKeys: number; loginAttempts: number; publicWrites: number }> {
  const idempotencyKeys = await db('idempotency_keys')
    .where('created_at', '<', db.raw('now() - make_interval(days => ?)', [IDEMPOTENCY_RETENTION_DAYS]))
    .delete()
    .returning('key');
  const loginAttempts = await db('login_attempts')
    .where(
      'attempted_at',
      '<',
      db.raw('now() - make_interval(mins => ?)', [
        Math.max(ATTEMPT_WINDOW_MINUTES * 4, ACCOUNT_WINDOW_MINUTES),
      ]),
    )
    .delete()
    .returning('id');
  const publicWrites = await db('public_writes')
    .where('window_started', '<', db.raw('now() - make_interval(secs => ?)', [LONGEST_WINDOW_SECONDS * 2]))
    .delete()
    .returning('subject');
  await dropEndedSessions(db);
  await dropPassedDayShares(db);
  // Counted from `returning`: the PGlite driver does not report affected rows.
  return {
    idempotencyKeys: idempotencyKeys.length,
    loginAttempts: loginAttempts.length,
    publicWrites: publicWrites.length,
  };
}

/** Sessions a day past their expiry, and wrong secret codes older than any limit window reads. */
async function dropEndedSessions(db: Knex): Promise<void> {
  await db('staff_sessions').where('expires_at', '<', db.raw("now() - interval '1 day'")).delete();
  await db('code_attempts').where('attempted_at', '<', db.raw("now() - interval '1 day'")).delete();
}

/**
 * What clients took of days that have passed: no share of a past day is asked for again. A take keyed
 * to a visit moved to a later day stays while that day is ahead.
 */
async function dropPassedDayShares(db: Knex): Promise<void> {
  await db.raw(
    `delete from day_share_takes t
      where t.share_date < current_date - interval '1 day'
        and not exists (select 1 from bookings b
                         where b.id = t.visit_id and b.service_date >= current_date - interval '1 day')
        and not exists (select 1 from online_consultations c
                         where c.id = t.visit_id and c.consultation_date >= current_date - interval '1 day')`,
  );
}
