import type { MyBookings } from '@domain/schemas/my-bookings';
import type { ClientExport } from '@domain/schemas/privacy';
import { apiRequest } from '../../lib/api-client';
import { db } from '../../offline/db';

export type { MyBookings };

export async function requestMyBookingsLink(email: string): Promise<string> {
  const reply = await apiRequest<{ msg: string }>('/my-bookings/link', {
    method: 'POST',
    body: { email },
    fallbackMessage: 'We could not send the link. Please try again.',
  });
  return reply.msg;
}

const savedKey = (token: string) => `my-bookings:${token}`;

export interface SavedMyBookings {
  list: MyBookings;
  savedAt: number;
}

/** The list from the server, kept on the device so it opens offline as last seen. */
export async function fetchMyBookings(token: string, signal?: AbortSignal): Promise<MyBookings> {
  const list = await apiRequest<MyBookings>(`/my-bookings/${encodeURIComponent(token)}`, {
    signal,
    fallbackMessage: 'We could not load your bookings.',
  });
  await db.keyval
    .put({ key: savedKey(token), value: { list, savedAt: Date.now() } satisfies SavedMyBookings })
    .catch(() => {
      // A phone that keeps nothing still shows the list it just fetched.
    });
  return list;
}

export async function savedMyBookings(token: string): Promise<SavedMyBookings | undefined> {
  const row = await db.keyval.get(savedKey(token)).catch(() => undefined);
  return row?.value as SavedMyBookings | undefined;
}

/** Everything the clinic holds about the link's client (issue 27 item 6), as the JSON to save. */
export async function exportMyData(token: string): Promise<ClientExport> {
  return apiRequest<ClientExport>(`/my-bookings/${encodeURIComponent(token)}/export`, {
    method: 'POST',
    fallbackMessage: 'We could not prepare your data. Please try again.',
  });
}

/** Asks the clinic to erase the link's client; answers the clinic's words. */
export async function askForErasure(token: string): Promise<string> {
  const reply = await apiRequest<{ msg: string }>(`/my-bookings/${encodeURIComponent(token)}/erasure`, {
    method: 'POST',
    fallbackMessage: 'We could not send your request. Please try again.',
  });
  return reply.msg;
}
