import { ApiError, apiRequest, isApiError } from '../../../lib/api-client';
import type { StaffBooking } from './types';

/** A free start the server offers when the asked one is full (409). */
export interface Alternative {
  date: string;
  time: string;
  label: string;
}

/** What the desk may change on a booking (`PATCH /api/bookings/:id`). */
export interface BookingChangeInput {
  bookingData: {
    date?: string;
    time?: string;
    branch?: string;
    serviceType?: 'clinic' | 'home';
    address?: string;
    landmark?: string;
  };
  cartItems?: Array<{ id: string; quantity: number; selectedPromo?: string | null }>;
}

/** The server refused the time as full; `alternatives` are the nearest free starts it offers. */
export class SlotTakenError extends Error {
  constructor(
    message: string,
    readonly alternatives: Alternative[],
  ) {
    super(message);
    this.name = 'SlotTakenError';
  }
}

/** A 409 that carries alternatives becomes a SlotTakenError; anything else passes through. */
export function slotTakenFrom(error: unknown): SlotTakenError | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const alternatives = (error.body as { alternatives?: unknown } | null)?.alternatives;
  if (!Array.isArray(alternatives)) return null;
  return new SlotTakenError(error.message, alternatives as Alternative[]);
}

function bookingOf(body: unknown, fallback: string): StaffBooking {
  const data = (body as { data?: unknown } | null)?.data;
  if (data === null || typeof data !== 'object') throw new ApiError(fallback, 'http', 200);
  return data as StaffBooking;
}

async function orSlotTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw slotTakenFrom(error) ?? error;
  }
}

/** Moves or changes a booking; the server checks the code and the capacity, and reprices. */
export function changeBooking(
  id: string,
  change: BookingChangeInput,
  updateCode: string,
): Promise<StaffBooking> {
  return orSlotTaken(async () => {
    const body = await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      auth: true,
      body: { ...change, updateCode },
      fallbackMessage: 'Failed to change the booking',
    });
    return bookingOf(body, 'Failed to change the booking');
  });
}

/** Brings a deleted booking back; the server checks the delete code. */
export async function restoreBooking(id: string, deleteCode: string): Promise<StaffBooking> {
  const body = await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    auth: true,
    body: { deleteCode },
    fallbackMessage: 'Failed to restore the booking',
  });
  return bookingOf(body, 'Failed to restore the booking');
}

export interface BulkConfirmAnswer {
  confirmed: StaffBooking[];
  skipped: Array<{ id: string; msg: string }>;
  message: string;
}

/** Confirms several pending bookings with one update code. */
export async function bulkConfirm(ids: string[], updateCode: string): Promise<BulkConfirmAnswer> {
  const body = (await apiRequest<unknown>('/bookings/bulk-confirm', {
    method: 'POST',
    auth: true,
    body: { ids, updateCode },
    fallbackMessage: 'Failed to confirm the bookings',
  })) as { data?: StaffBooking[]; skipped?: BulkConfirmAnswer['skipped']; message?: string } | null;
  return { confirmed: body?.data ?? [], skipped: body?.skipped ?? [], message: body?.message ?? '' };
}

/** A desk booking saved, and what the desk should check with the client (their overlapping visits). */
export interface FrontDeskAnswer {
  booking: StaffBooking;
  warnings: string[];
}

/** A booking taken by phone or at the counter: the public body, e-mail optional. */
export function createFrontDeskBooking(request: unknown, idempotencyKey: string): Promise<FrontDeskAnswer> {
  return orSlotTaken(async () => {
    const body = (await apiRequest<unknown>('/bookings/front-desk', {
      method: 'POST',
      auth: true,
      body: request,
      headers: { 'Idempotency-Key': idempotencyKey },
      fallbackMessage: 'Failed to save the booking',
    })) as { booking?: StaffBooking; warnings?: unknown } | null;
    if (!body?.booking) throw new ApiError('Failed to save the booking', 'http', 201);
    const warnings = Array.isArray(body.warnings)
      ? body.warnings.filter((warning): warning is string => typeof warning === 'string')
      : [];
    return { booking: body.booking, warnings };
  });
}
