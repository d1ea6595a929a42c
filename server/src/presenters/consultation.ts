import type { ConsultationRecord } from '../../../domain/schemas/records';
import { type ConsultationRow, toIso } from '../db/rows';
import { presentPayment } from './payment';

export function presentConsultation(row: ConsultationRow): ConsultationRecord {
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
  };
}
