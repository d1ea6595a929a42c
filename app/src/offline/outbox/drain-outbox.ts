import type { ClinicDatabase } from '../db';
import { retryDelayMs } from './backoff';
import { classifyResponse } from './classify-response';
import { claimDueItems, scheduleRetry, settleDelivered, settleRejected } from './outbox-store';

export interface DrainOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Origin to resolve item paths against (the service worker passes its own). */
  baseUrl?: string;
}

export interface DrainSummary {
  delivered: number;
  rejected: number;
  retrying: number;
}

/**
 * Sends every item that is due, oldest first, and settles each by the server's answer. The page and
 * the service worker's `sync` handler both call this one function over the same Dexie table.
 */
export async function drainOutbox(db: ClinicDatabase, options: DrainOptions = {}): Promise<DrainSummary> {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const summary: DrainSummary = { delivered: 0, rejected: 0, retrying: 0 };
  const items = await claimDueItems(db, now());
  for (const item of items) {
    let outcome: Awaited<ReturnType<typeof classifyResponse>>;
    try {
      const response = await send(
        new URL(item.url, options.baseUrl ?? globalThis.location?.origin).toString(),
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': item.id,
          },
          body: JSON.stringify(item.body),
          credentials: 'same-origin',
        },
      );
      outcome = await classifyResponse(response);
    } catch (error) {
      outcome = { kind: 'retry', message: error instanceof Error ? error.message : 'Network error' };
    }
    if (outcome.kind === 'delivered') {
      await settleDelivered(db, item.id, outcome.status, outcome.body, now());
      summary.delivered += 1;
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
