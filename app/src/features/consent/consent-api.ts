import type { ConsentsForm } from '@domain/consent/consent-record';
import { apiRequest } from '../../lib/api-client';

export type { ConsentsForm };

/** The API path of a visit's consents, as the outbox sends a signature too. */
export const consentsUrl = (token: string) => `/api/my-booking/${encodeURIComponent(token)}/consents`;

export async function fetchConsents(token: string, signal?: AbortSignal): Promise<ConsentsForm> {
  const body = await apiRequest<{ data: ConsentsForm }>(`/my-booking/${encodeURIComponent(token)}/consents`, {
    signal,
    fallbackMessage: 'We could not load your consent forms. Please try again.',
  });
  return body.data;
}
