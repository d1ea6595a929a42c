import { needsStaffToken, type OutboxItem } from './outbox-item';

/** What a proof of payment waits with in the outbox: the shrunk image itself (a Blob in IndexedDB). */
export interface ProofBody {
  image: Blob;
  fileName: string;
  reference?: string | undefined;
}

function isProofBody(body: unknown): body is ProofBody {
  return Boolean(body && typeof body === 'object' && (body as { image?: unknown }).image instanceof Blob);
}

/**
 * The request an item is sent as: JSON for a booking or consultation, multipart for a proof of
 * payment (the browser writes its boundary into the Content-Type). The same `Idempotency-Key` on
 * every attempt makes the server store it once. A desk booking carries the desk's bearer token.
 */
export function requestOf(
  item: OutboxItem,
  staffToken: string | null = null,
): { headers: Record<string, string>; body: BodyInit } {
  const common: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': item.id };
  // The desk's token as it is now, at sending: one kept in the item would outlive its session.
  if (staffToken && needsStaffToken(item.kind)) common.Authorization = `Bearer ${staffToken}`;
  if (item.kind === 'payment-proof' && isProofBody(item.body)) {
    const form = new FormData();
    form.append('file', item.body.image, item.body.fileName);
    if (item.body.reference) form.append('reference', item.body.reference);
    return { headers: common, body: form };
  }
  return { headers: { ...common, 'Content-Type': 'application/json' }, body: JSON.stringify(item.body) };
}
