import type { BookingSettings } from '@domain/schemas/booking-settings';
import { apiRequest } from '../../../lib/api-client';

export async function fetchBookingSettings(signal?: AbortSignal): Promise<BookingSettings> {
  const body = await apiRequest<{ data: BookingSettings }>('/settings/booking', {
    auth: true,
    signal,
    fallbackMessage: 'Could not read the booking settings',
  });
  return body.data;
}

export async function saveBookingSettings(instantConfirmation: boolean): Promise<BookingSettings> {
  const body = await apiRequest<{ data: BookingSettings }>('/settings/booking', {
    method: 'PUT',
    auth: true,
    body: { instantConfirmation },
    fallbackMessage: 'Could not save the booking settings',
  });
  return body.data;
}
