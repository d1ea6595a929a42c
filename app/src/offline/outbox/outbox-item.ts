/**
 * `desk-booking`: a booking the front desk took offline (`POST /api/bookings/front-desk`). It needs
 * a signed-in staff member's token, which is read when it is sent and never kept in the item: only a
 * page with a live staff session sends it (never the service worker, never a public page).
 * `desk-payment` (`POST /api/bookings/:id/payments`) and `desk-status` (`PATCH /api/bookings/:id/status`,
 * Arrived and In treatment only) are the counter's taps made offline, sent the same way.
 */
export type OutboxKind =
  | 'booking'
  | 'consultation'
  | 'payment-proof'
  | 'desk-booking'
  | 'health-form'
  | 'consent'
  | 'desk-payment'
  | 'desk-status';

/** Kinds sent with the desk's bearer token and kept out of the shop's notices. */
export function needsStaffToken(kind: OutboxKind): boolean {
  // Every desk kind (kept short: this module is on the public pages' first load).
  return kind.startsWith('desk-');
}

/**
 * queued: waiting to be sent (now or after `nextAttemptAt`); sending: a page or the service worker
 * holds it until `leaseUntil`; delivered: the server answered 2xx and `response` holds its answer;
 * rejected: the server judged the input (400, 409, 422...) and `response` holds its message;
 * conflict: "needs a new time": the start filled up before it arrived (409 with `alternatives` in
 * `response`); kept until the visitor picks another start, never dropped and never sent again as is.
 */
export type OutboxStatus = 'queued' | 'sending' | 'delivered' | 'rejected' | 'conflict';

export interface OutboxItem {
  /** A UUID made when the item entered the outbox; sent as `Idempotency-Key` on every attempt. */
  id: string;
  kind: OutboxKind;
  /** Same-origin API path, e.g. `/api/bookings`. */
  url: string;
  /** How it is sent: POST unless told (the health form is a PUT of the answers given). */
  method?: 'POST' | 'PUT' | 'PATCH' | undefined;
  body: unknown;
  /** What the desk reads in its list of what waits ("Cash ₱1,500 for Ana Cruz"); never sent. */
  summary?: string | undefined;
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
  /** Set when the item is delivered; cleared once the visitor has seen it went through. */
  unacknowledged?: true | undefined;
  /** The visitor put off a "needs a new time" notice: not shown on other pages, still on its form's page. */
  noticeDismissed?: true | undefined;
  /** True once a delivered booking's treatments were taken out of the cart (booked-lines.ts). */
  linesRemoved?: true | undefined;
}
