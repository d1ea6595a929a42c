import type { ConsultationEvent } from '@domain/schemas/consultation-request';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { slotTakenFrom } from './desk-api';
import type { OnlineConsultation } from './types';

/** What a decision answers: the consultation as it now stands and the sentence to show. */
export interface ConsultationRequestDecision {
  consultation: OnlineConsultation;
  message: string;
}

async function decide(
  id: string,
  action: 'accept' | 'decline',
  body: object,
  fallbackMessage: string,
): Promise<ConsultationRequestDecision> {
  try {
    const reply = await apiRequest<{ data?: OnlineConsultation; message?: string } | null>(
      `/online-consultations/${encodeURIComponent(id)}/change-request/${action}`,
      { method: 'POST', auth: true, body, fallbackMessage },
    );
    if (!reply?.data) throw new ApiError(fallbackMessage, 'http', 200);
    return { consultation: reply.data, message: reply.message ?? '' };
  } catch (error) {
    // A full time (409 with the nearest free starts) becomes a SlotTakenError the panel can offer.
    throw slotTakenFrom(error) ?? error;
  }
}

/**
 * Moves the consultation to the time the client asked for; the server checks the online place and
 * e-mails them. `requestedAt` names the request on screen: one the client replaced meanwhile is refused.
 */
export function acceptConsultationRequest(
  id: string,
  requestedAt: string,
): Promise<ConsultationRequestDecision> {
  return decide(id, 'accept', { requestedAt }, 'Failed to accept the request');
}

/** Keeps the consultation's time; the reply, if any, goes to the client by e-mail. */
export function declineConsultationRequest(
  id: string,
  requestedAt: string,
  reply: string,
): Promise<ConsultationRequestDecision> {
  const text = reply.trim();
  return decide(
    id,
    'decline',
    text ? { requestedAt, reply: text } : { requestedAt },
    'Failed to decline the request',
  );
}

/** The consultation's history, oldest first, worded by the server. */
export async function fetchConsultationHistory(
  id: string,
  signal?: AbortSignal,
): Promise<ConsultationEvent[]> {
  const body = await apiRequest<{ data?: ConsultationEvent[] } | null>(
    `/online-consultations/${encodeURIComponent(id)}/history`,
    { auth: true, signal, fallbackMessage: 'Failed to load the history' },
  );
  if (!Array.isArray(body?.data)) throw new ApiError('Failed to load the history', 'http', 200);
  return body.data;
}

/** The clients waiting for an answer about another time, longest-waiting first, and how many in all. */
export async function fetchWaitingRequests(
  signal?: AbortSignal,
): Promise<{ consultations: OnlineConsultation[]; total: number }> {
  const body = await apiRequest<{ data?: OnlineConsultation[]; total?: number } | null>(
    '/online-consultations/change-requests',
    { auth: true, signal, fallbackMessage: 'Failed to load the time requests' },
  );
  if (!Array.isArray(body?.data)) throw new ApiError('Failed to load the time requests', 'http', 200);
  return { consultations: body.data, total: body.total ?? body.data.length };
}
