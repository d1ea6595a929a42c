import type { Knex } from 'knex';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../../domain/staff-roles';
import { tooManyRequests } from '../errors';

export const ATTEMPT_WINDOW_MINUTES = 15;
/** Failures allowed for one account from one address: a limit per pair, so nobody elsewhere can lock staff out. */
export const PAIR_LIMIT = 10;
/** Failures allowed from one address across all accounts, against spraying many e-mails. */
export const ADDRESS_LIMIT = 50;

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
  return id;
}

/** A correct password clears this account's failures from this address. */
export async function forgiveAttempts(db: Knex, email: string, ip: string): Promise<void> {
  await db('login_attempts').where({ email, ip }).delete();
}
