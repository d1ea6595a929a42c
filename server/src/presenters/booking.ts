import type {
  BookingDetail,
  BookingListItem,
  BookingRecord,
  StatusChange,
} from '../../../domain/schemas/records';
import {
  type BookingRow,
  type ChangeRequestRow,
  type StatusHistoryRow,
  type StoredCartLine,
  toIso,
  toIsoOrNull,
} from '../db/rows';
import type { BookingEventRow } from '../events/booking-events';
import { presentAssignments } from '../queries/booking-assignments';
import type { BookingListRow } from '../queries/change-requests';
import { presentSms } from '../sms/present-sms';
import type { SmsOutboxRow } from '../sms/sms-outbox-row';
import { presentBookingEvent } from './booking-event';
import { presentChangeRequest, presentPendingChangeRequest } from './change-request';
import { presentHealthReview } from './health-review';
import { presentDeposit, presentPayment } from './payment';

/** The stored cart of a booking (a JSON string on PGlite, parsed on PostgreSQL). */
export function cartLines(row: BookingRow): StoredCartLine[] {
  return typeof row.cart_items === 'string'
    ? (JSON.parse(row.cart_items) as StoredCartLine[])
    : row.cart_items;
}

/** A booking as the app and the back-office read it; the idempotency key never leaves the server. */
/** The booking's form fields as the client sent them (and as a change to it is checked again). */
export function bookingDataOf(row: BookingRow): BookingRecord['bookingData'] {
  return {
    bookingNumber: row.booking_number,
    serviceType: row.service_type,
    branch: row.branch,
    address: row.address,
    landmark: row.landmark,
    date: row.service_date,
    time: row.service_time,
    age: row.age,
    customerName: row.customer_name,
    email: row.email,
    phone: row.phone,
    paymentMethod: row.payment_method,
    notes: row.notes,
    smsOptIn: row.sms_opt_in ?? true,
    practitionerId: row.practitioner_id ?? null,
  };
}

export function presentBooking(row: BookingRow): BookingRecord {
  const createdAt = toIso(row.created_at);
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    createdAt,
    updatedAt: toIso(row.updated_at),
    totalPrice: Number(row.total_price),
    travelFee: Number(row.travel_fee ?? 0),
    noteAdmin: row.note_admin,
    updatedBy: row.updated_by,
    bookingData: bookingDataOf(row),
    cartItems: cartLines(row).map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      price: line.unitPrice,
      lineTotal: line.lineTotal,
      selectedPromo: line.selectedPromo,
      promoCode: line.promoCode,
      ...(line.packageId ? { packageId: line.packageId } : {}),
      createdAt,
    })),
    assignments: presentAssignments(row.assignments),
    deletedAt: toIsoOrNull(row.deleted_at),
    deletedBy: row.deleted_by,
    payment: presentPayment(row),
    deposit: presentDeposit(row),
    arrivedAt: toIsoOrNull(row.arrived_at ?? null),
    inTreatmentAt: toIsoOrNull(row.in_treatment_at ?? null),
    review: presentHealthReview(row),
  };
}

export function presentStatusChange(row: StatusHistoryRow): StatusChange {
  return {
    from: row.from_status,
    to: row.to_status,
    changedBy: row.changed_by,
    changedAt: toIso(row.changed_at),
  };
}

export function presentBookingDetail(
  row: BookingRow,
  history: StatusHistoryRow[],
  events: BookingEventRow[],
  request: ChangeRequestRow | undefined,
  texts: SmsOutboxRow[] = [],
): BookingDetail {
  return {
    ...presentBooking(row),
    clientId: row.client_id ?? null,
    history: history.map(presentStatusChange),
    events: events.map(presentBookingEvent),
    changeRequest: request ? presentChangeRequest(request) : null,
    texts: texts.map(presentSms),
  };
}

/** A page of bookings for a list, each with the change request waiting for staff, if any. */
export function presentListItems(rows: BookingListRow[]): BookingListItem[] {
  return rows.map((row) => ({
    ...presentBooking(row),
    pendingChangeRequest: presentPendingChangeRequest(row.pending_change_request),
  }));
}

/** Stored lines for the confirmation e-mail, in catalogue terms. */
export function bookedLines(row: BookingRow): StoredCartLine[] {
  return cartLines(row);
}
