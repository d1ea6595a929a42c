import type { ClinicDatabase } from '../db';
import { needsStaffToken, type OutboxItem, type OutboxKind } from './outbox-item';

/** How long a sender may hold an item before another (a second tab, the service worker) may take it. */
export const LEASE_MS = 30_000;

export interface NewOutboxItem {
  id: string;
  kind: OutboxKind;
  url: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  body: unknown;
  summary?: string;
}

/** Kinds whose body is health data (answers, a drawn signature): once the clinic has it, the device keeps no copy. */
const FORGOTTEN_ON_DELIVERY: ReadonlySet<OutboxKind> = new Set(['health-form', 'consent']);

export function newOutboxItem(item: NewOutboxItem, now: number): OutboxItem {
  return { ...item, status: 'queued', createdAt: now, attempts: 0, nextAttemptAt: now, leaseUntil: 0 };
}

export interface ClaimOptions {
  /**
   * Treat every queued item as due, whatever its backoff says: the connection has just come back or
   * the visitor asked to send now, so waiting out a delay earned while offline helps nobody.
   */
  ignoreSchedule?: boolean;
  /** Who is claiming: written on each item as its holder. */
  holder?: string;
  /**
   * The senders known to be alive right now, when the browser can tell (Web Locks). An item held by
   * a sender not among them was abandoned mid-send (its tab reloaded or closed) and is due at once
   * rather than when its lease runs out.
   */
  liveHolders?: ReadonlySet<string> | undefined;
  /** Whether this sender can send an item at all (a desk booking needs a staff token); all when unset. */
  sendable?: ((item: OutboxItem) => boolean) | undefined;
}

function isDue(item: OutboxItem, now: number, options: ClaimOptions): boolean {
  if (item.status === 'queued') return Boolean(options.ignoreSchedule) || item.nextAttemptAt <= now;
  if (item.leaseUntil <= now) return true;
  return Boolean(options.liveHolders && item.holder && !options.liveHolders.has(item.holder));
}

/**
 * Takes every item due now and marks it as being sent, in one transaction, so two senders never
 * hold the same item at once. An item whose sender vanished (tab closed mid-request) is due again
 * once its lease runs out.
 */
export async function claimDueItems(
  db: ClinicDatabase,
  now: number,
  options: ClaimOptions = {},
): Promise<OutboxItem[]> {
  return db.transaction('rw', db.outbox, async () => {
    const candidates = await db.outbox.where('status').anyOf('queued', 'sending').toArray();
    const due = candidates.filter((item) => isDue(item, now, options) && (options.sendable?.(item) ?? true));
    const claimed = due.map(
      (item): OutboxItem => ({
        ...item,
        status: 'sending',
        leaseUntil: now + LEASE_MS,
        holder: options.holder,
        attempts: item.attempts + 1,
      }),
    );
    await db.outbox.bulkPut(claimed);
    return claimed.sort((a, b) => a.createdAt - b.createdAt);
  });
}

/**
 * Extends this sender's hold on an item just before its request goes out, so items claimed together
 * stay held while the ones before them are slow. False when another sender took it meanwhile (our
 * lease had run out), and then this sender leaves it alone.
 */
export async function renewLease(db: ClinicDatabase, claimed: OutboxItem, now: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(claimed.id);
    const stillOurs =
      current?.status === 'sending' &&
      current.leaseUntil === claimed.leaseUntil &&
      current.holder === claimed.holder;
    if (!stillOurs) return false;
    await db.outbox.update(claimed.id, { leaseUntil: now + LEASE_MS });
    return true;
  });
}

/**
 * When the next item falls due: the earliest retry of a queued item, or the end of the lease of one
 * whose sender went away mid-request (a reloaded tab). `undefined` when nothing is waiting.
 */
export async function nextDueAt(
  db: ClinicDatabase,
  sendable: (item: OutboxItem) => boolean = () => true,
): Promise<number | undefined> {
  // An item this sender cannot send (a desk booking with no one signed in) must not wake it up.
  const waiting = (await db.outbox.where('status').anyOf('queued', 'sending').toArray()).filter(sendable);
  const times = waiting.map((item) => (item.status === 'queued' ? item.nextAttemptAt : item.leaseUntil));
  return times.length > 0 ? Math.min(...times) : undefined;
}

export async function settleDelivered(
  db: ClinicDatabase,
  id: string,
  status: number,
  body: unknown,
  now: number,
) {
  const forget = FORGOTTEN_ON_DELIVERY.has((await db.outbox.get(id))?.kind ?? 'booking');
  await db.outbox.update(id, {
    status: 'delivered',
    unacknowledged: true,
    httpStatus: status,
    ...(forget ? { body: null } : {}),
    response: forget ? undefined : body,
    lastError: undefined,
    settledAt: now,
    leaseUntil: 0,
    holder: undefined,
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
    holder: undefined,
  });
}

/** "Needs a new time": kept with the clinic's alternatives until the visitor picks one. */
export async function settleConflict(
  db: ClinicDatabase,
  id: string,
  status: number,
  body: unknown,
  message: string,
  now: number,
) {
  await db.outbox.update(id, {
    status: 'conflict',
    httpStatus: status,
    response: body,
    lastError: message,
    settledAt: now,
    leaseUntil: 0,
    holder: undefined,
  });
}

/**
 * Puts an item that failed to send back in the queue, unless another sender (a second tab, the
 * service worker) settled it meanwhile: a failed attempt never turns a delivered item back into one
 * waiting to send, which would show it as waiting and send it again.
 */
export async function scheduleRetry(
  db: ClinicDatabase,
  id: string,
  message: string,
  at: number,
  status?: number,
) {
  await db.outbox
    .where(':id')
    .equals(id)
    .and((item) => item.status === 'sending')
    .modify({
      status: 'queued',
      nextAttemptAt: at,
      lastError: message,
      httpStatus: status,
      leaseUntil: 0,
      holder: undefined,
    });
}

/** The visitor's items not yet delivered or rejected: what the shop shows as "waiting to send". */
export async function countWaiting(db: ClinicDatabase): Promise<number> {
  return db.outbox
    .where('status')
    .anyOf('queued', 'sending')
    .filter((item) => !needsStaffToken(item.kind))
    .count();
}

/**
 * Submissions the visitor should hear about wherever they are: one that needs a new time, and one
 * delivered while they were elsewhere that they have not seen yet.
 */
export function needsAttention(item: OutboxItem): boolean {
  // The desk's own bookings are told on the desk's screens (features/staff/desk-outbox), never the shop's.
  if (needsStaffToken(item.kind)) return false;
  if (item.status === 'conflict') return item.noticeDismissed !== true;
  return item.status === 'delivered' && item.unacknowledged === true;
}

export async function countNeedingAttention(db: ClinicDatabase): Promise<number> {
  return db.outbox.where('status').anyOf('conflict', 'delivered').filter(needsAttention).count();
}
