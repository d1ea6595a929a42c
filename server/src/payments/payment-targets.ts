import { notFound } from '../errors';
import { isUuid } from '../users/users';

/** Bookings and online consultations both carry a payment; these name the table and the proof column. */
export type PaymentTarget = 'booking' | 'consultation';

export const TARGETS = {
  booking: { table: 'bookings', proofColumn: 'booking_id', missing: 'Booking not found' },
  consultation: {
    table: 'online_consultations',
    proofColumn: 'consultation_id',
    missing: 'Consultation not found',
  },
} as const;

export function checkTargetId(target: PaymentTarget, id: string): void {
  if (!isUuid(id)) throw notFound(TARGETS[target].missing);
}
