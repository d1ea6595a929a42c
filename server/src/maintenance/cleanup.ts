import type { Knex } from 'knex';
import { MY_BOOKINGS_LIMITS } from '../../../domain/my-bookings';
import { ACCOUNT_WINDOW_MINUTES, ATTEMPT_WINDOW_MINUTES } from '../auth/login-throttle';
import { LONGEST_WINDOW_SECONDS } from '../limits/window-limit';
import { type BatchLimits, deleteInBatches, type PruneRule } from './bounded-delete';
import { eraseClientsPastRetention } from './client-retention';

/** Idempotency keys are honoured for at least this long; a retry later than that is a new request. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

/**
 * Sent, failed and skipped e-mails and texts (their words name the client) are kept this long for the
 * desk's delivery history, far past any retry or dedupe a booking event could still ask for.
 */
export const OUTBOX_RETENTION_DAYS = 180;

/** A hold is worth nothing once expired; a day past that it is dropped. */
export const EXPIRED_HOLD_DAYS = 1;

/** A waitlist wish (a name, e-mail and mobile) is kept this long after its day, then dropped. */
export const WAITLIST_RETENTION_DAYS = 30;

/**
 * What no rule needs any more (issue 30 item 5; docs/PRIVACY.md, "For how long"), one rule a table,
 * each deleted in bounded batches (bounded-delete.ts) so a table grown large drains over a few runs
 * instead of one long lock.
 */
export const PRUNE_RULES: readonly PruneRule[] = [
  {
    name: 'idempotencyKeys',
    table: 'idempotency_keys',
    where: 'created_at < now() - make_interval(days => ?)',
    bindings: [IDEMPOTENCY_RETENTION_DAYS],
  },
  {
    name: 'loginAttempts',
    table: 'login_attempts',
    where: 'attempted_at < now() - make_interval(mins => ?)',
    bindings: [Math.max(ATTEMPT_WINDOW_MINUTES * 4, ACCOUNT_WINDOW_MINUTES)],
  },
  {
    name: 'publicWrites',
    table: 'public_writes',
    where: 'window_started < now() - make_interval(secs => ?)',
    bindings: [LONGEST_WINDOW_SECONDS * 2],
  },
  { name: 'staffSessions', table: 'staff_sessions', where: "expires_at < now() - interval '1 day'" },
  { name: 'codeAttempts', table: 'code_attempts', where: "attempted_at < now() - interval '1 day'" },
  {
    name: 'myBookingsRequests',
    table: 'my_bookings_requests',
    where: 'requested_at < now() - make_interval(mins => ?)',
    bindings: [MY_BOOKINGS_LIMITS.windowMinutes * 2],
  },
  {
    name: 'expiredHolds',
    table: 'slot_holds',
    where: 'expires_at < now() - make_interval(days => ?)',
    bindings: [EXPIRED_HOLD_DAYS],
  },
  {
    name: 'emailOutbox',
    table: 'email_outbox',
    where: "status <> 'pending' and created_at < now() - make_interval(days => ?)",
    bindings: [OUTBOX_RETENTION_DAYS],
  },
  {
    name: 'smsOutbox',
    table: 'sms_outbox',
    where: "status in ('sent', 'failed', 'skipped') and created_at < now() - make_interval(days => ?)",
    bindings: [OUTBOX_RETENTION_DAYS],
  },
  {
    // A checkout session is handed out again for half an hour (payments/open-checkouts.ts).
    name: 'onlineCheckouts',
    table: 'online_checkouts',
    where: "created_at < now() - interval '1 day'",
  },
  {
    name: 'waitlist',
    table: 'waitlist_entries',
    where: 'wish_date < current_date - make_interval(days => ?)',
    bindings: [WAITLIST_RETENTION_DAYS],
  },
  {
    // What clients took of days that have passed: no share of a past day is asked for again. A take
    // keyed to a visit moved to a later day stays while that day is ahead.
    name: 'dayShares',
    table: 'day_share_takes',
    where: `share_date < current_date - interval '1 day'
      and not exists (select 1 from bookings b
                       where b.id = day_share_takes.visit_id and b.service_date >= current_date - interval '1 day')
      and not exists (select 1 from online_consultations c
                       where c.id = day_share_takes.visit_id and c.consultation_date >= current_date - interval '1 day')`,
  },
  {
    // The log behind kept availability answers (queries/day-changes.ts): no answer is kept for a day
    // that has passed, and a place-wide row (no day) counts for every day ahead, so it stays.
    name: 'placeDayChanges',
    table: 'place_day_changes',
    where: "day < current_date - interval '1 day'",
  },
];

/** An hourly run deletes at most 2,000 rows a statement and 50,000 a table. */
export const CLEAN_UP_LIMITS: BatchLimits & { clients: number } = {
  batchSize: 2_000,
  maxBatches: 25,
  clients: 50,
};

export interface CleanUpResult {
  /** Rows deleted, by rule name. */
  deleted: Record<string, number>;
  /** Rules that stopped at their limit with rows left for the next run. */
  unfinished: string[];
  /** Clients erased because their retention period passed. */
  clientsErased: number;
}

/** One run of every rule, then the clients past retention. */
export async function cleanUp(db: Knex, limits = CLEAN_UP_LIMITS): Promise<CleanUpResult> {
  const deleted: Record<string, number> = {};
  const unfinished: string[] = [];
  for (const rule of PRUNE_RULES) {
    const result = await deleteInBatches(db, rule, limits);
    deleted[rule.name] = result.deleted;
    if (result.more) unfinished.push(rule.name);
  }
  const clientsErased = await eraseClientsPastRetention(db, { limit: limits.clients });
  return { deleted, unfinished, clientsErased };
}

/** Whether a run did anything worth a log line. */
export function cleanedAnything(result: CleanUpResult): boolean {
  return result.clientsErased > 0 || Object.values(result.deleted).some((count) => count > 0);
}
