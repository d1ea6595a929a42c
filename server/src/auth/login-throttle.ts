import type { Knex } from 'knex';
import { ACCOUNT_SLOWED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../../domain/staff-roles';
import { tooManyRequests } from '../errors';

export const ATTEMPT_WINDOW_MINUTES = 15;
/** Failures allowed for one account from one address: a limit per pair, so nobody elsewhere can lock staff out. */
export const PAIR_LIMIT = 10;
/** Failures allowed from one address across all accounts, against spraying many e-mails. */
export const ADDRESS_LIMIT = 50;

/** Failures of one account from anywhere, in this window, after which its sign-ins are spaced out. */
export const ACCOUNT_WINDOW_MINUTES = 60;
export const ACCOUNT_SLOWDOWN_AFTER = 20;
/** The longest wait between two sign-in attempts of a slowed account: never a lock-out. */
export const ACCOUNT_MAX_DELAY_SECONDS = 60;

interface WindowCounts {
  pair: number;
  address: number;
  pair_wait: number | string | null;
  address_wait: number | string | null;
}

/**
 * Records this attempt as a failure before the password is checked, then counts the window. Counting
 * after inserting means concurrent guesses all see each other, so the limit holds under a burst too.
 * Returns the attempt's id, to be forgiven once the password proves right.
 */
export async function admitAttempt(db: Knex, email: string, ip: string): Promise<string> {
  const [row] = await db('login_attempts').insert({ email, ip }).returning('id');
  const id = String((row as { id: string | number }).id);
  const result = await db.raw<{ rows: WindowCounts[] }>(
    `select count(*) filter (where email = :email)::int as pair,
            count(*)::int as address,
            extract(epoch from min(attempted_at) filter (where email = :email)
              + make_interval(mins => :minutes) - now()) as pair_wait,
            extract(epoch from min(attempted_at) + make_interval(mins => :minutes) - now()) as address_wait
       from login_attempts
      where ip = :ip and attempted_at > now() - make_interval(mins => :minutes)`,
    { email, ip, minutes: ATTEMPT_WINDOW_MINUTES },
  );
  const counts = result.rows[0];
  if (counts && (counts.pair > PAIR_LIMIT || counts.address > ADDRESS_LIMIT)) {
    // A refused attempt is not a guess: it must not push the lock further out.
    await db('login_attempts').where({ id }).delete();
    const wait = counts.pair > PAIR_LIMIT ? counts.pair_wait : counts.address_wait;
    throw tooManyRequests(TOO_MANY_ATTEMPTS_MESSAGE, Number(wait ?? ATTEMPT_WINDOW_MINUTES * 60));
  }
  await spaceOutAccount(db, email, id);
  return id;
}

/**
 * Many failures of one account from many addresses (a spread-out guesser) slow that account down
 * instead of locking it: past `ACCOUNT_SLOWDOWN_AFTER` failures in the hour, an attempt is admitted
 * only 1 s, 2 s, ... up to `ACCOUNT_MAX_DELAY_SECONDS` after the account's latest one. The real owner
 * signing in from a new place waits at most that long; a guesser gets at most about one try a minute.
 */
async function spaceOutAccount(db: Knex, email: string, id: string): Promise<void> {
  const result = await db.raw<{ rows: Array<{ failures: number; since_latest: number | string | null }> }>(
    `select count(*)::int as failures, extract(epoch from now() - max(attempted_at)) as since_latest
       from login_attempts
      where email = :email and id <> :id and attempted_at > now() - make_interval(mins => :minutes)`,
    { email, id, minutes: ACCOUNT_WINDOW_MINUTES },
  );
  const { failures = 0, since_latest: sinceLatest = null } = result.rows[0] ?? {};
  if (failures < ACCOUNT_SLOWDOWN_AFTER) return;
  const delay = Math.min(ACCOUNT_MAX_DELAY_SECONDS, failures - ACCOUNT_SLOWDOWN_AFTER + 1);
  const wait = delay - Number(sinceLatest ?? delay);
  if (wait <= 0) return;
  await db('login_attempts').where({ id }).delete();
  throw tooManyRequests(ACCOUNT_SLOWED_MESSAGE, wait);
}

/** A correct password clears this account's failures from this address. */
export async function forgiveAttempts(db: Knex, email: string, ip: string): Promise<void> {
  await db('login_attempts').where({ email, ip }).delete();
}
