import { db } from '../db';
import { type FlushOptions, type OutboxSync, startOutboxSync } from './outbox-sync';

let sync: OutboxSync | undefined;

/**
 * The one sync engine of this page, started on first use: whichever screen or piece of chrome needs
 * it first starts it, and every later caller shares it, so a page never runs two drains side by side.
 */
export function ensureOutboxSync(): OutboxSync {
  sync ??= startOutboxSync(db);
  return sync;
}

/** Sends what is waiting now (after a submission, or when the visitor taps "Send now"). */
export function flushOutbox(options?: FlushOptions): Promise<void> {
  return ensureOutboxSync().flush(options);
}
