import type { ClinicDatabase } from '../db';
import type { OutboxItem, OutboxKind } from './outbox-item';

/** How long a sender may hold an item before another (a second tab, the service worker) may take it. */
export const LEASE_MS = 30_000;

export interface NewOutboxItem {
  id: string;
  kind: OutboxKind;
  url: string;
  body: unknown;
}

export function newOutboxItem(item: NewOutboxItem, now: number): OutboxItem {
  return { ...item, status: 'queued', createdAt: now, attempts: 0, nextAttemptAt: now, leaseUntil: 0 };
}

/**
 * Takes every item due now and marks it as being sent, in one transaction, so two senders never
 * hold the same item at once. An item whose sender vanished (tab closed mid-request) is due again
 * once its lease runs out.
 */
export async function claimDueItems(db: ClinicDatabase, now: number): Promise<OutboxItem[]> {
  return db.transaction('rw', db.outbox, async () => {
    const candidates = await db.outbox.where('status').anyOf('queued', 'sending').toArray();
    const due = candidates.filter((item) =>
      item.status === 'queued' ? item.nextAttemptAt <= now : item.leaseUntil <= now,
    );
    const claimed = due.map(
      (item): OutboxItem => ({
        ...item,
        status: 'sending',
        leaseUntil: now + LEASE_MS,
        attempts: item.attempts + 1,
      }),
    );
    await db.outbox.bulkPut(claimed);
    return claimed.sort((a, b) => a.createdAt - b.createdAt);
  });
}

export async function settleDelivered(
  db: ClinicDatabase,
  id: string,
  status: number,
  body: unknown,
  now: number,
) {
  await db.outbox.update(id, {
    status: 'delivered',
    httpStatus: status,
    response: body,
    lastError: undefined,
    settledAt: now,
    leaseUntil: 0,
  });
}

export async function settleRejected(
  db: ClinicDatabase,
  id: string,
  status: number,
  body: unknown,
  message: string,
  now: number,
) {
  await db.outbox.update(id, {
    status: 'rejected',
    httpStatus: status,
    response: body,
    lastError: message,
    settledAt: now,
    leaseUntil: 0,
  });
}

export async function scheduleRetry(
  db: ClinicDatabase,
  id: string,
  message: string,
  at: number,
  status?: number,
) {
  await db.outbox.update(id, {
    status: 'queued',
    nextAttemptAt: at,
    lastError: message,
    httpStatus: status,
    leaseUntil: 0,
  });
}

/** Items not yet delivered or rejected: what the chrome shows as "waiting to send". */
export async function countWaiting(db: ClinicDatabase): Promise<number> {
  return db.outbox.where('status').anyOf('queued', 'sending').count();
}
