import { CONSULTATION_MANAGE_MESSAGES } from '@domain/manage-consultation';
import type { ManagedConsultation } from '@domain/schemas/manage-consultation';
import { apiRequest } from '../../lib/api-client';
import type { RescheduleInput } from './manage-api';

/** The contract's shape (domain/schemas/manage-consultation.ts), as a type so zod stays out of the page. */
export type { ManagedConsultation };

const base = (token: string) => `/my-consultation/${encodeURIComponent(token)}`;

export const CONSULTATION_NOT_FOUND_MESSAGE = CONSULTATION_MANAGE_MESSAGES.invalidLink;

type ActionReply = { consultation: ManagedConsultation; msg: string };

export async function fetchManagedConsultation(token: string, signal?: AbortSignal) {
  const body = await apiRequest<{ consultation: ManagedConsultation }>(base(token), {
    signal,
    fallbackMessage: 'We could not load your consultation. Please try again.',
  });
  return body.consultation;
}

export async function cancelManagedConsultation(token: string): Promise<ActionReply> {
  return apiRequest(`${base(token)}/cancel`, {
    method: 'POST',
    body: {},
    fallbackMessage: 'We could not cancel your consultation. Please try again.',
  });
}

export async function requestConsultationTime(token: string, request: RescheduleInput): Promise<ActionReply> {
  const message = request.message.trim();
  return apiRequest(`${base(token)}/reschedule`, {
    method: 'POST',
    body: { date: request.date, time: request.time, ...(message ? { message } : {}) },
    fallbackMessage: 'We could not send your request. Please try again.',
  });
}
