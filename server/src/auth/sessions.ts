import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { selectNamed } from '../db/named-statement';
import type { UserRow } from '../db/rows';
import { isUuid } from '../users/users';

/** Opens the server-side record of a new token; its id goes into the token as `jti`. */
export async function openSession(db: Knex, userId: string, ttlHours: number): Promise<string> {
  const id = crypto.randomUUID();
  await db('staff_sessions').insert({
    id,
    user_id: userId,
    expires_at: db.raw('now() + make_interval(secs => ?)', [Math.round(ttlHours * 3600)]),
  });
  return id;
}

/**
 * The user behind a live session: one indexed look-up per request (a named statement: planned once
 * per connection, not per request), in place of reading the user alone. Undefined when the session
 * was ended, has expired, or names another user. `writeLsn` is where the primary's WAL stood after
 * the session's last change, kept only with a read replica (db/read-routing.ts).
 */
export async function findSessionUser(
  db: Knex,
  sessionId: unknown,
  userId: unknown,
): Promise<{ user: UserRow; writeLsn: string | null } | undefined> {
  if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
  const [row] = await selectNamed<UserRow & { session_write_lsn: string | null }>(
    db,
    db('users')
      .select('users.*', 'staff_sessions.write_lsn as session_write_lsn')
      .join('staff_sessions', 'staff_sessions.user_id', 'users.id')
      .where('staff_sessions.id', sessionId)
      .andWhere('users.id', userId)
      .whereNull('staff_sessions.revoked_at')
      .andWhere('staff_sessions.expires_at', '>', db.fn.now())
      .limit(1),
  );
  if (!row) return undefined;
  const { session_write_lsn: writeLsn, ...user } = row;
  return { user, writeLsn };
}

/** Sign-out: this token stops working at once, everywhere. */
export async function endSession(db: Knex, sessionId: string): Promise<void> {
  await db('staff_sessions')
    .where({ id: sessionId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

/** A password reset, a role change or a removal: every token of that user stops working. */
export async function endUserSessions(db: Knex, userId: string): Promise<number> {
  const ended = await db('staff_sessions')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() })
    .returning('id');
  return ended.length;
}
