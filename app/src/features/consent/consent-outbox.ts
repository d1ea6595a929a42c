import { db as appDb, type ClinicDatabase } from '../../offline/db';
import type { OutboxItem } from '../../offline/outbox/outbox-item';
import { newOutboxItem } from '../../offline/outbox/outbox-store';
import { consentsUrl } from './consent-api';

export interface ConsentSubmission {
  action: 'sign' | 'withdraw';
  kind: string;
  category: string | null;
  version?: number;
  textHash?: string;
  signedName: string;
  signature?: string;
}

/**
 * Queues a signature or a withdrawal: it waits in the outbox (offline too) and goes as a POST
 * under the item's id as Idempotency-Key, so a retry after a lost answer writes no second record.
 */
export async function queueConsent(
  token: string,
  submission: ConsentSubmission,
  database: ClinicDatabase = appDb,
): Promise<string> {
  const id = crypto.randomUUID();
  const body = { ...submission, ...(submission.category ? {} : { category: undefined }) };
  await database.outbox.add(
    newOutboxItem({ id, kind: 'consent', url: consentsUrl(token), body }, Date.now()),
  );
  return id;
}

/** One outbox item by id, for the card that queued it. */
export async function consentItem(
  id: string | undefined,
  database: ClinicDatabase = appDb,
): Promise<OutboxItem | null> {
  if (!id) return null;
  return (await database.outbox.get(id)) ?? null;
}
