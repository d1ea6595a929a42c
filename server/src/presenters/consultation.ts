import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import { minuteOfDay, timeOfMinute } from '../../../domain/opening-hours';
import { consultationAssignments } from '../../../domain/resources/consultation-line';
import type { ConsultationRecord } from '../../../domain/schemas/records';
import { type ConsultationRow, toIso } from '../db/rows';
import type { PendingRequest } from '../queries/change-requests';
import { presentPendingChangeRequest } from './change-request';
import { presentPayment } from './payment';

/** A row as a list reads it carries its pending time request (null when none); other reads leave it out. */
export type ConsultationListRow = ConsultationRow & { pending_change_request?: PendingRequest | null };

export function presentConsultation(row: ConsultationListRow): ConsultationRecord {
  return {
    _id: row.id,
    id: row.id,
    bookingNumber: row.booking_number,
    customerName: row.customer_name,
    email: row.email,
    phone: row.phone,
    age: row.age,
    date: row.consultation_date,
    time: row.consultation_time,
    cancelledAt: row.cancelled_at ? toIso(row.cancelled_at) : null,
    status: row.status ?? 'pending',
    videoLink: row.video_link ?? null,
    paymentMethod: row.payment_method,
    notes: row.notes,
    totalPrice: Number(row.total_price),
    createdAt: toIso(row.created_at),
    payment: presentPayment(row),
    assignments: consultationAssignments(
      { id: row.consultant_id, name: row.consultant_name },
      row.consultation_time,
      timeOfMinute(minuteOfDay(row.consultation_time) + CONSULTATION_MINUTES),
    ),
    ...(row.pending_change_request !== undefined
      ? { pendingChangeRequest: presentPendingChangeRequest(row.pending_change_request) }
      : {}),
  };
}
