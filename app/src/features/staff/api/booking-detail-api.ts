import type { DeskForm } from '@domain/schemas/clients';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { StaffBooking, StaffBookingDetail } from './types';

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** One booking with its history (`events`) and its latest change request. */
export async function fetchBookingDetail(id: string, signal?: AbortSignal): Promise<StaffBookingDetail> {
  const body = await apiRequest<{ data?: StaffBookingDetail } | null>(bookingPath(id), {
    auth: true,
    signal,
    fallbackMessage: 'Failed to load the booking’s history',
  });
  if (!body?.data) throw new ApiError('Failed to load the booking’s history', 'http', 200);
  return body.data;
}

export interface ChangeRequestDecision {
  booking: StaffBooking;
  message: string;
}

async function decide(id: string, action: 'accept' | 'decline', body: object, fallback: string) {
  const reply = await apiRequest<{ data?: StaffBooking; message?: string } | null>(
    `${bookingPath(id)}/change-request/${action}`,
    { method: 'POST', auth: true, body, fallbackMessage: fallback },
  );
  if (!reply?.data) throw new ApiError(fallback, 'http', 200);
  return { booking: reply.data, message: reply.message ?? '' } satisfies ChangeRequestDecision;
}

/**
 * Moves the booking to the requested date and time; the server e-mails the client. `requestedAt`
 * names the request on screen: one the client replaced meanwhile is refused (409), not decided unseen.
 */
export function acceptChangeRequest(id: string, requestedAt: string): Promise<ChangeRequestDecision> {
  return decide(id, 'accept', { requestedAt }, 'Failed to accept the request');
}

/** Keeps the booking as it is; the reply, if any, goes to the client by e-mail. */
export function declineChangeRequest(
  id: string,
  requestedAt: string,
  reply: string,
): Promise<ChangeRequestDecision> {
  const text = reply.trim();
  return decide(
    id,
    'decline',
    text ? { requestedAt, reply: text } : { requestedAt },
    'Failed to decline the request',
  );
}

/**
 * The address of the client's health form or consents of this visit, in the desk's tablet mode
 * (issue 27 items 2 and 4). The server logs the opening as a read of the client's health data.
 */
export async function openDeskForm(id: string, form: DeskForm): Promise<string> {
  const fallback = 'The form could not be opened. Please try again.';
  const reply = await apiRequest<{ data?: { path?: string } } | null>(`${bookingPath(id)}/desk-form`, {
    method: 'POST',
    auth: true,
    body: { form },
    fallbackMessage: fallback,
  });
  const path = reply?.data?.path;
  if (!path?.startsWith('/my-booking/')) throw new ApiError(fallback, 'http', 200);
  return path;
}
