import type { WaitlistStatus } from '@domain/waitlist';
import { apiRequest } from '../../../lib/api-client';

export interface DeskWaitlistEntry {
  id: string;
  branch: string;
  date: string;
  from: string;
  to: string;
  services: string[];
  status: WaitlistStatus;
  createdAt: string;
  customerName: string;
  email: string;
  phone: string;
  offer: { time: string; offeredAt: string | null; expiresAt: string | null } | null;
}

/** GET /api/waitlist?date=&branch= (staff): the day's wishes in line order. */
export async function fetchWaitlist(
  date: string,
  branch: string,
  signal?: AbortSignal,
): Promise<DeskWaitlistEntry[]> {
  const body = await apiRequest<{ data: DeskWaitlistEntry[] }>('/waitlist', {
    auth: true,
    signal,
    query: { date, branch: branch === 'all' ? undefined : branch },
    fallbackMessage: 'Failed to fetch the waitlist',
  });
  return body.data;
}
