import type { BookingStatus } from '@domain/booking-status';
import { ApiError, apiRequest, isApiError } from '../../../lib/api-client';
import { fetchList } from './fetch-list';
import { toCounts, toPaged } from './normalize';
import { type BookingsPage, type Fetched, PAGE_SIZE, type StaffBooking } from './types';

export interface BookingListParams {
  page: number;
  status?: string;
  branch?: string;
  payment?: string;
  queue?: string;
  sort?: string;
  search?: string;
}

/** One page of the dashboard, filtered, sorted and counted by the server. */
export function fetchBookings(
  params: BookingListParams,
  signal?: AbortSignal,
): Promise<Fetched<BookingsPage>> {
  return fetchList(
    '/bookings',
    { signal, query: { ...params, limit: PAGE_SIZE }, fallbackMessage: 'Failed to fetch bookings' },
    (body) => ({
      ...toPaged<StaffBooking>(body, params.page),
      counts: toCounts((body as { counts?: unknown } | null)?.counts),
    }),
  );
}

function updatedBooking(body: unknown, fallback: string): StaffBooking {
  const data = (body as { data?: unknown } | null)?.data;
  if (data === null || typeof data !== 'object') throw new ApiError(fallback, 'http', 200);
  return data as StaffBooking;
}

const STATUS_FAILED = 'Failed to update booking status';
const STATUS_UNREACHABLE = 'Could not update booking status.';

/** Changes a booking's status; the server checks the update code and answers with the booking. */
export async function updateBookingStatus(
  id: string,
  change: {
    status: BookingStatus;
    updatedBy: string;
    /** Not asked for the one-tap statuses (arrived, in treatment). */
    updateCode?: string;
    reason?: string;
    reviewNote?: string;
  },
): Promise<StaffBooking> {
  try {
    const body = await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/status`, {
      method: 'PATCH',
      auth: true,
      body: change,
      fallbackMessage: STATUS_FAILED,
    });
    return updatedBooking(body, STATUS_UNREACHABLE);
  } catch (error) {
    if (isApiError(error) && error.kind === 'http') throw error;
    throw new ApiError(STATUS_UNREACHABLE, isApiError(error) ? error.kind : 'network', 0);
  }
}

/** Saves the internal note; the reply must be JSON holding the saved booking. */
export async function updateBookingNote(id: string, noteAdmin: string): Promise<StaffBooking> {
  const body = await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/note`, {
    method: 'PATCH',
    auth: true,
    body: { noteAdmin },
    fallbackMessage: 'Failed to update admin note',
  });
  return updatedBooking(body, 'Failed to update admin note');
}

/** Moves a booking to the deleted list; the server checks the delete code. */
export async function deleteBooking(id: string, deleteCode: string): Promise<void> {
  await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    body: { deleteCode },
    fallbackMessage: 'Request failed',
  });
}
