import type { Knex } from 'knex';
import type { WindowLimit } from './window-limit';

/** One event taken from a subject's window, to be given back if the write it was for fails. */
export interface Taken {
  subject: string;
  /** The window's start in microseconds since the epoch, text so no precision is lost. */
  windowStartedUs: string;
}

export type TakeResult = { taken: Taken } | { retryAfterSeconds: number };

/**
 * Counts one event for `subject` (e.g. `address:203.0.113.7`) in the database, so the limit holds
 * across server instances. One upsert: concurrent events on the same subject queue on its row, so of
 * twenty at once exactly `limit.count` are taken. A window that has ended starts again at this event.
 */
export async function takeFromWindow(db: Knex, subject: string, limit: WindowLimit): Promise<TakeResult> {
  const result = await db.raw<{ rows: Array<{ started_us: string }> }>(
    `insert into public_writes as pw (subject, window_started, count) values (:subject, now(), 1)
     on conflict (subject) do update set
       count = case when pw.window_started <= now() - make_interval(secs => :seconds) then 1 else pw.count + 1 end,
       window_started = case when pw.window_started <= now() - make_interval(secs => :seconds)
                             then now() else pw.window_started end
     where pw.window_started <= now() - make_interval(secs => :seconds) or pw.count < :limit
     returning (extract(epoch from pw.window_started) * 1000000)::bigint::text as started_us`,
    { subject, seconds: limit.windowSeconds, limit: limit.count },
  );
  const row = result.rows[0];
  if (row) return { taken: { subject, windowStartedUs: row.started_us } };
  const wait = await db.raw<{ rows: Array<{ seconds: number | string | null }> }>(
    `select extract(epoch from window_started + make_interval(secs => :seconds) - now()) as seconds
       from public_writes where subject = :subject`,
    { subject, seconds: limit.windowSeconds },
  );
  return { retryAfterSeconds: Math.max(1, Number(wait.rows[0]?.seconds ?? limit.windowSeconds)) };
}

/** Gives an event back to its window (the write it was taken for failed), unless the window has moved on. */
export async function giveBack(db: Knex, taken: Taken): Promise<void> {
  await db.raw(
    `update public_writes set count = count - 1
      where subject = :subject and count > 0
        and (extract(epoch from window_started) * 1000000)::bigint = :startedUs::bigint`,
    { subject: taken.subject, startedUs: taken.windowStartedUs },
  );
}
