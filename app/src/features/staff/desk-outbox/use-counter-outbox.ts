import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../offline/db';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { bookingIdOf } from './counter-queue';

const COUNTER_KINDS = ['desk-payment', 'desk-status'] as const;

/** The counter's taps made offline (payments, arrivals), oldest first, live across tabs. */
export function useCounterOutbox(): OutboxItem[] | undefined {
  return useLiveQuery(() => db.outbox.where('kind').anyOf(COUNTER_KINDS).sortBy('createdAt'), []);
}

/** The same, for one booking only. */
export function useBookingCounterOutbox(bookingId: string): OutboxItem[] {
  return (useCounterOutbox() ?? []).filter((item) => bookingIdOf(item) === bookingId);
}

/** The steps (Arrived, In treatment) tapped offline for one booking and not yet at the clinic. */
export function useWaitingSteps(bookingId: string): string[] {
  return useBookingCounterOutbox(bookingId)
    .filter((item) => item.kind === 'desk-status' && item.status !== 'delivered')
    .map((item) => String((item.body as { status?: unknown } | undefined)?.status));
}
