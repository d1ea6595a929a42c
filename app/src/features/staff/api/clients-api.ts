import type { ClientRecord, ClientSummary } from '@domain/schemas/clients';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { PagedListParams } from './archive-api';
import { fetchList } from './fetch-list';
import { toPaged } from './normalize';
import { type Fetched, PAGE_SIZE, type Paged } from './types';

export type { ClientRecord, ClientSummary };

/** A page of the desk's clients, by name, matched by name, e-mail or phone. */
export function fetchClients(
  params: PagedListParams,
  signal?: AbortSignal,
): Promise<Fetched<Paged<ClientSummary>>> {
  return fetchList(
    '/clients',
    {
      signal,
      query: { page: params.page, limit: PAGE_SIZE, search: params.search.trim() || undefined },
      fallbackMessage: 'Failed to fetch clients',
    },
    (body) => toPaged<ClientSummary>(body, params.page),
  );
}

/** One client's record; the server logs each read under the signed-in staff member. */
export function fetchClientRecord(id: string, signal?: AbortSignal): Promise<Fetched<ClientRecord>> {
  return fetchList(
    `/clients/${encodeURIComponent(id)}`,
    { signal, fallbackMessage: 'Failed to load this client' },
    (body) => {
      const data = (body as { data?: ClientRecord } | null)?.data;
      if (!data?.client) throw new ApiError('Failed to load this client', 'http', 200);
      return data;
    },
  );
}

/** Carries out the client's open erasure request (admins); answers the server's words. */
export async function approveErasure(id: string): Promise<string> {
  const reply = await apiRequest<{ msg: string }>(`/clients/${encodeURIComponent(id)}/erasure/approve`, {
    method: 'POST',
    auth: true,
    fallbackMessage: 'The erasure could not be carried out. Try again.',
  });
  return reply.msg;
}
