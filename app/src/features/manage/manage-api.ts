import { MANAGE_MESSAGES } from '@domain/manage-booking';
import type { ChangeRequest, ManagedBooking } from '@domain/schemas/manage';
import { apiRequest } from '../../lib/api-client';

/** The contract's shapes (domain/schemas/manage.ts), imported as types so zod stays out of this page. */
export type { ChangeRequest, ManagedBooking };

export interface RescheduleInput {
  date: string;
  time: string;
  message: string;
}

const base = (token: string) => `/my-booking/${encodeURIComponent(token)}`;

export const NOT_FOUND_MESSAGE = MANAGE_MESSAGES.invalidLink;

export async function fetchManagedBooking(token: string, signal?: AbortSignal): Promise<ManagedBooking> {
  const body = await apiRequest<{ booking: ManagedBooking }>(base(token), {
    signal,
    fallbackMessage: 'We could not load your booking. Please try again.',
  });
  return body.booking;
}

export async function cancelManagedBooking(token: string): Promise<{ booking: ManagedBooking; msg: string }> {
  return apiRequest(`${base(token)}/cancel`, {
    method: 'POST',
    body: {},
    fallbackMessage: 'We could not cancel your booking. Please try again.',
  });
}

export async function requestReschedule(
  token: string,
  request: RescheduleInput,
): Promise<{ booking: ManagedBooking; msg: string }> {
  const message = request.message.trim();
  return apiRequest(`${base(token)}/reschedule`, {
    method: 'POST',
    body: { date: request.date, time: request.time, ...(message ? { message } : {}) },
    fallbackMessage: 'We could not send your request. Please try again.',
  });
}

/**
 * Moves the visit to a free start (the server checks the time and the 24 hours again). One
 * Idempotency-Key per move the client confirms, so a retried request moves it once.
 */
export async function moveManagedBooking(
  token: string,
  start: { date: string; time: string },
  idempotencyKey: string,
): Promise<{ booking: ManagedBooking; msg: string }> {
  return apiRequest(`${base(token)}/move`, {
    method: 'POST',
    body: { date: start.date, time: start.time },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: 'We could not move your booking. Please try again.',
  });
}

/** The `.ics` download: a plain link, so the browser saves it or hands it to the calendar app. */
export function calendarHref(token: string): string {
  return `/api${base(token)}/calendar.ics`;
}
