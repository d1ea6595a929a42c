import { cancelDeadline } from '../../../domain/appointment-time';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import {
  CONSULTATION_CALL_HOW,
  type ConsultationStatus,
  canCancelConsultation,
  canMoveConsultation,
} from '../../../domain/manage-consultation';
import type { ManagedConsultation } from '../../../domain/schemas/manage-consultation';
import { type ConsultationRequestRow, type ConsultationRow, type PaymentProofRow, toIso } from '../db/rows';
import { presentPayment, presentProof } from './payment';

export function consultationStatus(row: Pick<ConsultationRow, 'cancelled_at'>): ConsultationStatus {
  return row.cancelled_at ? 'cancelled' : 'booked';
}

/**
 * An online consultation as its client sees it through the manage link: what they booked, how the
 * call happens and what they may still do. Never the e-mail, phone or notes.
 */
export function presentManagedConsultation(
  row: ConsultationRow,
  pending: ConsultationRequestRow | undefined,
  proof: PaymentProofRow | undefined = undefined,
  now: Date = new Date(),
): ManagedConsultation {
  const status = consultationStatus(row);
  const date = row.consultation_date;
  const time = row.consultation_time;
  return {
    bookingNumber: row.booking_number,
    status,
    date,
    time,
    minutes: CONSULTATION_MINUTES,
    customerName: row.customer_name,
    paymentMethod: row.payment_method,
    totalPrice: Number(row.total_price),
    howTheCallHappens: CONSULTATION_CALL_HOW,
    canCancel: canCancelConsultation(status, date, time, now),
    canReschedule: canMoveConsultation(status, date, time, now),
    cancelDeadline: cancelDeadline(date, time).toISOString(),
    changeRequest:
      pending && status === 'booked'
        ? {
            date: pending.requested_date,
            time: pending.requested_time,
            message: pending.message,
            requestedAt: toIso(pending.requested_at),
          }
        : null,
    payment: presentPayment(row),
    paymentProof: proof ? presentProof(proof) : null,
  };
}
