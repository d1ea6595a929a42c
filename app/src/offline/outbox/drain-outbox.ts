import type { ClinicDatabase } from '../db';
import { retryDelayMs } from './backoff';
import { classifyResponse } from './classify-response';
import { needsStaffToken, type OutboxItem } from './outbox-item';
import {
  claimDueItems,
  LEASE_MS,
  renewLease,
  scheduleRetry,
  settleConflict,
  settleDelivered,
  settleRejected,
} from './outbox-store';
import { requestOf } from './request-of';
import { asLiveSender } from './sender-presence';

/**
 * How long one attempt may take. On one bar of signal a request can hang for minutes; it is cut off
 * well inside the lease, so no other sender takes the item while this one still waits for an answer.
 */
export const REQUEST_TIMEOUT_MS = LEASE_MS - 10_000;

export interface DrainOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Origin to resolve item paths against (the service worker passes its own). */
  baseUrl?: string;
  /** Send every queued item now, ignoring its backoff (the connection just came back). */
  force?: boolean;
  timeoutMs?: number;
  /**
   * The signed-in staff member's token, read at each drain (null when no one is signed in). Without
   * it (the service worker, a public page, a signed-out desk) desk bookings are left waiting.
   */
  staffToken?: () => string | null;
}

/** Which items a sender with these options can send: a desk booking only with a staff token. */
export function sendableBy(options: Pick<DrainOptions, 'staffToken'>): (item: OutboxItem) => boolean {
  return (item) => !needsStaffToken(item.kind) || Boolean(options.staffToken?.());
}

export interface DrainSummary {
  delivered: number;
  rejected: number;
  /** Answered "that start is full": kept as needing a new time. */
  conflicts: number;
  retrying: number;
}

/**
 * Sends every item that is due, oldest first, and settles each by the server's answer. The page and
 * the service worker's `sync` handler both call this one function over the same Dexie table.
 */
export async function drainOutbox(db: ClinicDatabase, options: DrainOptions = {}): Promise<DrainSummary> {
  return asLiveSender((holder, liveHolders) => drainAs(db, options, holder, liveHolders));
}

async function drainAs(
  db: ClinicDatabase,
  options: DrainOptions,
  holder: string,
  liveHolders: ReadonlySet<string> | undefined,
): Promise<DrainSummary> {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const summary: DrainSummary = { delivered: 0, rejected: 0, conflicts: 0, retrying: 0 };
  const staffToken = options.staffToken?.() ?? null;
  const items = await claimDueItems(db, now(), {
    ignoreSchedule: options.force ?? false,
    holder,
    liveHolders,
    sendable: sendableBy({ staffToken: () => staffToken }),
  });
  for (const item of items) {
    if (!(await renewLease(db, item, now()))) continue;
    let outcome: Awaited<ReturnType<typeof classifyResponse>>;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      const { headers, body } = requestOf(item, staffToken);
      const response = await send(
        new URL(item.url, options.baseUrl ?? globalThis.location?.origin).toString(),
        {
          method: item.method ?? 'POST',
          headers,
          body,
          credentials: 'same-origin',
          signal: abort.signal,
        },
      );
      outcome =
        response.status === 401 && needsStaffToken(item.kind)
          ? // The desk's session ended on the server: the booking waits for the next sign-in, never refused.
            { kind: 'retry', status: 401, message: 'The desk session has ended: sign in again to send it' }
          : await classifyResponse(response, item.attempts);
    } catch (error) {
      const message = abort.signal.aborted
        ? 'No answer in time'
        : error instanceof Error
          ? error.message
          : 'Network error';
      outcome = { kind: 'retry', message };
    } finally {
      clearTimeout(timer);
    }
    if (outcome.kind === 'delivered') {
      await settleDelivered(db, item.id, outcome.status, outcome.body, now());
      summary.delivered += 1;
    } else if (outcome.kind === 'conflict') {
      await settleConflict(db, item.id, outcome.status, outcome.body, outcome.message, now());
      summary.conflicts += 1;
    } else if (outcome.kind === 'rejected') {
      await settleRejected(db, item.id, outcome.status, outcome.body, outcome.message, now());
      summary.rejected += 1;
    } else {
      const at = now() + retryDelayMs(item.attempts, outcome.retryAfterSeconds);
      await scheduleRetry(db, item.id, outcome.message, at, outcome.status);
      summary.retrying += 1;
    }
  }
  return summary;
}
