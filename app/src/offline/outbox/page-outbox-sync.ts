import { db } from '../db';
import { type FlushOptions, type OutboxSync, startOutboxSync } from './outbox-sync';
import { fetchWithUploadProgress } from './upload-progress';

let sync: OutboxSync | undefined;

/**
 * The one sync engine of this page, started on first use: whichever screen or piece of chrome needs
 * it first starts it, and every later caller shares it, so a page never runs two drains side by side.
 */
export function ensureOutboxSync(): OutboxSync {
  // A proof's upload is sent so the page can show how far it has gone.
  sync ??= startOutboxSync(db, { fetch: fetchWithUploadProgress });
  return sync;
}

/** Sends what is waiting now (after a submission, or when the visitor taps "Send now"). */
export function flushOutbox(options?: FlushOptions): Promise<void> {
  return ensureOutboxSync().flush(options);
}
