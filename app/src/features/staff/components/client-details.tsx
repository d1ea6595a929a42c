import { PAYMENT_METHODS } from '@domain/payment-methods';
import type { StaffBooking } from '../api/types';
import type { Detail } from './detail-list';

/** `GCash`, `Pay at the clinic`: the payment method's name as the client chose it. */
export function paymentMethodLabel(id: string | undefined): string {
  if (!id) return 'Not given';
  return PAYMENT_METHODS.find((method) => method.id === id)?.name ?? id;
}

/**
 * What the desk must see on every card and dialog beside the visit itself: how the client pays and
 * what they wrote. One list, so a later line (the payment's status) lands everywhere at once.
 */
export function clientDetails(booking: Pick<StaffBooking, 'bookingData'>): Detail[] {
  const { paymentMethod, notes } = booking.bookingData;
  return [
    { label: 'Payment', value: paymentMethodLabel(paymentMethod) },
    { label: 'Client notes', value: notes?.trim() ? notes : 'None', wide: true },
  ];
}
