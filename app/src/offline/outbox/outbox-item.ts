export type OutboxKind = 'booking' | 'consultation' | 'payment-proof';

/**
 * queued: waiting to be sent (now or after `nextAttemptAt`); sending: a page or the service worker
 * holds it until `leaseUntil`; delivered: the server answered 2xx and `response` holds its answer;
 * rejected: the server judged the input (400, 409, 422...) and `response` holds its message.
 */
export type OutboxStatus = 'queued' | 'sending' | 'delivered' | 'rejected';

export interface OutboxItem {
  /** A UUID made when the item entered the outbox; sent as `Idempotency-Key` on every attempt. */
  id: string;
  kind: OutboxKind;
  /** Same-origin API path, e.g. `/api/bookings`. */
  url: string;
  body: unknown;
  status: OutboxStatus;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number;
  /** The sender (a page's drain or the service worker's) holding the lease; see sender-presence.ts. */
  holder?: string | undefined;
  lastError?: string | undefined;
  httpStatus?: number | undefined;
  response?: unknown;
  settledAt?: number | undefined;
}
