/**
 * The desk's work queues on its home screen (issue 29 item 3): each counted by GET /api/desk/queues
 * and listed by GET /api/bookings?queue=<id>, both from one definition (server/src/queries/desk-queues.ts).
 */
export const DESK_QUEUES = [
  'proofs',
  'unpaid-today',
  'unconfirmed-tomorrow',
  'review',
  'time-requests',
] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

export const DESK_QUEUE_LABELS: Record<DeskQueue, string> = {
  proofs: 'Proofs to check',
  'unpaid-today': 'Not paid today',
  'unconfirmed-tomorrow': 'Tomorrow, not confirmed',
  review: 'Health forms to review',
  'time-requests': 'Time requests',
};

export function isDeskQueue(value: unknown): value is DeskQueue {
  return typeof value === 'string' && (DESK_QUEUES as readonly string[]).includes(value);
}
