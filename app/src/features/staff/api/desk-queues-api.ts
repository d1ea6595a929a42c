import { DESK_QUEUES, type DeskQueue } from '@domain/desk-queues';
import { apiRequest } from '../../../lib/api-client';

export interface WaitingClient {
  id: string;
  bookingNumber: string;
  customerName: string;
  branch: string;
  time: string;
  arrivedAt: string;
}

export interface DeskQueues {
  counts: Record<DeskQueue, number>;
  waiting: WaitingClient[];
}

/** The home screen's work queues and today's waiting list, in one call (GET /api/desk/queues). */
export async function fetchDeskQueues(signal?: AbortSignal): Promise<DeskQueues> {
  const body = await apiRequest<unknown>('/desk/queues', {
    signal,
    auth: true,
    fallbackMessage: 'Failed to load the work queues',
  });
  return toDeskQueues(body);
}

/** The answer as the screen reads it: a count missing reads 0, a waiting client without a name is left out. */
export function toDeskQueues(body: unknown): DeskQueues {
  const answer = (body ?? {}) as { counts?: Record<string, unknown>; waiting?: unknown };
  const counts = Object.fromEntries(
    DESK_QUEUES.map((queue) => {
      const value = Number(answer.counts?.[queue]);
      return [queue, Number.isInteger(value) && value >= 0 ? value : 0];
    }),
  ) as Record<DeskQueue, number>;
  const waiting = (Array.isArray(answer.waiting) ? (answer.waiting as WaitingClient[]) : []).filter(
    (client) =>
      typeof client?.id === 'string' &&
      typeof client.customerName === 'string' &&
      typeof client.arrivedAt === 'string' &&
      typeof client.time === 'string',
  );
  return { counts, waiting };
}
