import { db } from '../db';
import { type FlushOptions, type OutboxSync, startOutboxSync } from './outbox-sync';
import { fetchWithUploadProgress } from './upload-progress';

let sync: OutboxSync | undefined;
let staffToken: (() => string | null) | undefined;

/**
 * The back-office hands the page its way to read the signed-in staff member's token, so desk bookings
 * waiting in the outbox go out with the token live at that moment. Public pages never set it (and
 * never load the session code), so they leave desk bookings alone.
 */
export function sendDeskBookingsWith(readToken: () => string | null): void {
  staffToken = readToken;
}

/**
 * The one sync engine of this page, started on first use: whichever screen or piece of chrome needs
 * it first starts it, and every later caller shares it, so a page never runs two drains side by side.
 */
export function ensureOutboxSync(): OutboxSync {
  // A proof's upload is sent so the page can show how far it has gone.
  sync ??= startOutboxSync(db, { fetch: fetchWithUploadProgress, staffToken: () => staffToken?.() ?? null });
  return sync;
}

/** Sends what is waiting now (after a submission, or when the visitor taps "Send now"). */
export function flushOutbox(options?: FlushOptions): Promise<void> {
  return ensureOutboxSync().flush(options);
}
