import type { IntakeForm } from '@domain/health-form/intake-form';
import { apiRequest } from '../../lib/api-client';

export type { IntakeForm };

/** The API path of a visit's health form, as the outbox sends it too. */
export const intakeUrl = (token: string) => `/api/my-booking/${encodeURIComponent(token)}/intake`;

export async function fetchIntakeForm(token: string, signal?: AbortSignal): Promise<IntakeForm> {
  const body = await apiRequest<{ data: IntakeForm }>(`/my-booking/${encodeURIComponent(token)}/intake`, {
    signal,
    fallbackMessage: 'We could not load your health form. Please try again.',
  });
  return body.data;
}
