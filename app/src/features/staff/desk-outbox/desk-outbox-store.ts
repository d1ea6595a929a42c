import { db } from '../../../offline/db';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { newOutboxItem } from '../../../offline/outbox/outbox-store';
import type { StaffBooking } from '../api/types';

export const DESK_BOOKING_URL = '/api/bookings/front-desk';

/** What the desk sends for a booking (`POST /api/bookings/front-desk`), as far as its screens read it. */
export interface DeskBookingRequest {
  channel: 'phone' | 'walk-in';
  bookingData: {
    customerName: string;
    date: string;
    time: string;
    branch: string;
    serviceType: 'clinic' | 'home';
    address?: string;
  };
}

/**
 * A booking the desk could not send (offline, or the server out of reach) waits in the outbox under
 * the Idempotency-Key the desk was already using: if the first attempt did arrive, the replay is
 * answered with that same booking, never a second one.
 */
export async function queueDeskBooking(id: string, request: DeskBookingRequest): Promise<void> {
  const existing = await db.outbox.get(id);
  if (existing) return;
  await db.outbox.add(
    newOutboxItem({ id, kind: 'desk-booking', url: DESK_BOOKING_URL, body: request }, Date.now()),
  );
}

export function requestOf(item: OutboxItem): DeskBookingRequest | null {
  const body = item.body as Partial<DeskBookingRequest> | undefined;
  return body?.bookingData ? (body as DeskBookingRequest) : null;
}

/** The booking the server made, once the item is delivered. */
export function bookingOf(item: OutboxItem): StaffBooking | null {
  const booking = (item.response as { booking?: StaffBooking } | undefined)?.booking;
  return booking?.bookingData ? booking : null;
}

/** The desk is done with it (seen it sent, dismissed a refusal, cancelled it): it leaves the device. */
export async function forgetDeskItem(id: string): Promise<void> {
  await db.outbox.delete(id);
}

/** Desk bookings that have not reached the clinic: waiting, needing a new time, or refused. */
export function isUnsent(item: OutboxItem): boolean {
  return item.status !== 'delivered';
}
