import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import type { OutboxItem } from './outbox-item';
import { countWaiting } from './outbox-store';

/** How many submissions are still waiting to reach the clinic, live across tabs. */
export function useWaitingCount(): number {
  return useLiveQuery(() => countWaiting(db), []) ?? 0;
}

/** One submission's state as it moves from queued to delivered or rejected. */
export function useOutboxItem(id: string | undefined): OutboxItem | undefined {
  return useLiveQuery(() => (id ? db.outbox.get(id) : undefined), [id]);
}
