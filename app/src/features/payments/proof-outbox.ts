import { db as appDb, type ClinicDatabase } from '../../offline/db';
import type { OutboxItem } from '../../offline/outbox/outbox-item';
import { newOutboxItem } from '../../offline/outbox/outbox-store';
import type { ProofBody } from '../../offline/outbox/request-of';

/** What a proof pays for: a booking or an online consultation, each with its own manage link. */
export type ProofTarget = 'booking' | 'consultation';

export const proofUrl = (token: string, target: ProofTarget = 'booking') =>
  `/api/my-${target}/${encodeURIComponent(token)}/payment-proof`;

/**
 * Queues a proof of payment: the image waits in IndexedDB (the outbox table) until it is delivered,
 * sent with the item's id as its idempotency key, so a retry after a lost answer stores it once.
 */
export async function queueProof(
  token: string,
  body: ProofBody,
  target: ProofTarget = 'booking',
  database: ClinicDatabase = appDb,
): Promise<string> {
  const id = crypto.randomUUID();
  await database.outbox.add(
    newOutboxItem({ id, kind: 'payment-proof', url: proofUrl(token, target), body }, Date.now()),
  );
  return id;
}

/** The latest proof queued for this booking (or consultation) from this device, if any. */
export async function latestProofItem(
  token: string,
  target: ProofTarget = 'booking',
  database: ClinicDatabase = appDb,
): Promise<OutboxItem | null> {
  const url = proofUrl(token, target);
  const items = await database.outbox.where('kind').equals('payment-proof').toArray();
  const mine = items.filter((item) => item.url === url).sort((a, b) => b.createdAt - a.createdAt);
  return mine[0] ?? null;
}
