import type { DeskQueue } from '@domain/desk-queues';
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
export function fetchDeskQueues(signal?: AbortSignal): Promise<DeskQueues> {
  return apiRequest<DeskQueues>('/desk/queues', {
    signal,
    auth: true,
    fallbackMessage: 'Failed to load the work queues',
  });
}
