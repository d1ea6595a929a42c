import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import type { Database } from './database';

declare module 'koa' {
  interface DefaultState {
    /** The primary's WAL position after this staff session's last change (require-staff.ts). */
    sessionWriteLsn?: string | null;
  }
}

/**
 * The one place that decides where a desk read goes (issue 30 item 4; docs/SCALING.md). Only the
 * desk's read-only lists, searches, calendar, day sheet and CSV ask it; everything else (bookings and
 * every write, availability and capacity checks, the client's own pages) reads the primary through
 * `db.knex`. The replica answers when it is within its lag bound and, for a staff session that has
 * changed something, once it has replayed that change; otherwise the primary does.
 */
export async function readKnex(ctx: Context, db: Database): Promise<Knex> {
  if (!db.replica) return db.knex;
  return (await db.replica.usable(ctx.state.sessionWriteLsn)) ? db.replica.knex : db.knex;
}

/**
 * After any change made under a staff session (a request that is not GET or HEAD and did not fail),
 * keeps the primary's WAL position on that session's row, so the member's next reads, on any
 * instance, wait for the replica to have it. Kept in the database, not in this process: with several
 * instances behind a load balancer the next read may reach another one. Nothing without a replica.
 */
export function noteStaffWrites(db: Database) {
  return async function noteStaffWrite(ctx: Context, next: Next) {
    await next();
    const sessionId = ctx.state.sessionId;
    if (!db.replica || !sessionId || ctx.method === 'GET' || ctx.method === 'HEAD') return;
    await db.knex.raw('update staff_sessions set write_lsn = pg_current_wal_lsn() where id = ?', [sessionId]);
  };
}
