import type { BookingChangeInput } from '../api/desk-api';
import type { StaffBooking } from '../api/types';
import type { TreatmentLine } from './treatment-picker';
import type { VisitValue } from './visit-fields';

/** The place and time of a booking as the desk's fields hold them. */
export function visitOf(booking: StaffBooking): VisitValue {
  const data = booking.bookingData;
  return {
    serviceType: data.serviceType === 'home' ? 'home' : 'clinic',
    branch: data.branch,
    address: data.address ?? '',
    landmark: data.landmark ?? '',
    date: data.date,
    time: data.time,
  };
}

export function linesOf(booking: StaffBooking): TreatmentLine[] {
  return (booking.cartItems ?? []).map((item) => ({
    id: item.id,
    quantity: item.quantity,
    selectedPromo: item.selectedPromo ?? null,
  }));
}

const sameLines = (a: TreatmentLine[], b: TreatmentLine[]) =>
  a.length === b.length &&
  a.every(
    (line, index) =>
      line.id === b[index]?.id &&
      line.quantity === b[index]?.quantity &&
      line.selectedPromo === b[index]?.selectedPromo,
  );

/** Only what differs from the booking, as `PATCH /api/bookings/:id` takes it; null when nothing does. */
export function changeFrom(
  booking: StaffBooking,
  visit: VisitValue,
  lines: TreatmentLine[],
): BookingChangeInput | null {
  const before = visitOf(booking);
  const bookingData: BookingChangeInput['bookingData'] = {};
  if (visit.date !== before.date) bookingData.date = visit.date;
  if (visit.time !== before.time) bookingData.time = visit.time;
  if (visit.serviceType !== before.serviceType) bookingData.serviceType = visit.serviceType;
  if (visit.branch !== before.branch) bookingData.branch = visit.branch;
  if (visit.serviceType === 'home' && visit.address !== before.address) bookingData.address = visit.address;
  if (visit.serviceType === 'home' && visit.landmark !== before.landmark)
    bookingData.landmark = visit.landmark;
  const treatmentsChanged = !sameLines(lines, linesOf(booking));
  if (Object.keys(bookingData).length === 0 && !treatmentsChanged) return null;
  if (bookingData.serviceType === 'home' && bookingData.address === undefined)
    bookingData.address = visit.address;
  return treatmentsChanged ? { bookingData, cartItems: lines } : { bookingData };
}
