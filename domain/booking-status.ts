export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const NEXT_STATUS: Partial<Record<BookingStatus, BookingStatus>> = {
  pending: 'confirmed',
  confirmed: 'completed',
};

/** The one-click advance of the dashboard: pending to confirmed to completed; the rest stop. */
export function nextStatus(status: BookingStatus): BookingStatus | undefined {
  return NEXT_STATUS[status];
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export const SERVICE_TYPES = ['clinic', 'home'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
