import { fetchList } from './fetch-list';
import { toPaged } from './normalize';
import { type Fetched, type OnlineConsultation, PAGE_SIZE, type Paged, type StaffBooking } from './types';

export interface PagedListParams {
  page: number;
  search: string;
}

function fetchPage<T>(
  path: string,
  params: PagedListParams,
  fallbackMessage: string,
  signal?: AbortSignal,
): Promise<Fetched<Paged<T>>> {
  return fetchList(
    path,
    {
      signal,
      query: { page: params.page, limit: PAGE_SIZE, search: params.search.trim() || undefined },
      fallbackMessage,
    },
    (body) => toPaged<T>(body, params.page),
  );
}

export const fetchDeletedBookings = (params: PagedListParams, signal?: AbortSignal) =>
  fetchPage<StaffBooking>('/bookings/deleted', params, 'Failed to fetch deleted bookings', signal);

export const fetchCompletedBookings = (params: PagedListParams, signal?: AbortSignal) =>
  fetchPage<StaffBooking>('/bookings/completed', params, 'Failed to fetch completed bookings', signal);

export const fetchConsultations = (params: PagedListParams, signal?: AbortSignal) =>
  fetchPage<OnlineConsultation>('/online-consultations', params, 'Failed to fetch consultations', signal);
