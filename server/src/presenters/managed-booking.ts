import { canCancelOnline, cancelDeadline, canRequestReschedule } from '../../../domain/appointment-time';
import type { ClientPackage } from '../../../domain/packages';
import type { ManagedBooking } from '../../../domain/schemas/manage';
import type { BookingRow, ChangeRequestRow, PaymentProofRow } from '../db/rows';
import { presentAssignments } from '../queries/booking-assignments';
import { bookedLines } from './booking';
import { presentChangeRequest } from './change-request';
import { reviewIsOpen } from './health-review';
import { clientPayment, presentDeposit, presentPayment, presentProof } from './payment';

/**
 * A booking as its client sees it through the manage link: what they booked and what they may
 * still do. Never the e-mail, phone, notes or anything staff wrote.
 */
export function presentManagedBooking(
  row: BookingRow,
  request: ChangeRequestRow | undefined,
  money: { proof: PaymentProofRow | undefined; packages: ClientPackage[] } = {
    proof: undefined,
    packages: [],
  },
  now: Date = new Date(),
): ManagedBooking {
  return {
    healthReview: reviewIsOpen(row),
    bookingNumber: row.booking_number,
    status: row.status,
    serviceType: row.service_type,
    branch: row.branch,
    address: row.service_type === 'home' ? row.address : '',
    landmark: row.service_type === 'home' ? row.landmark : '',
    date: row.service_date,
    time: row.service_time,
    customerName: row.customer_name,
    paymentMethod: row.payment_method,
    services: bookedLines(row).map((line) => ({
      serviceId: line.id,
      name: line.name,
      quantity: line.quantity,
      price: line.lineTotal,
      selectedPromo: line.selectedPromo,
      ...(line.packageId ? { packageId: line.packageId } : {}),
    })),
    totalPrice: Number(row.total_price),
    travelFee: Number(row.travel_fee ?? 0),
    canCancel: canCancelOnline(row.status, row.service_date, row.service_time, now),
    // Moving it yourself follows the cancelling rule (move-by-client.ts): 24 hours ahead at least.
    canMove: canCancelOnline(row.status, row.service_date, row.service_time, now),
    canReschedule: canRequestReschedule(row.status, row.service_date, row.service_time, now),
    cancelDeadline: cancelDeadline(row.service_date, row.service_time).toISOString(),
    changeRequest: request ? presentChangeRequest(request) : null,
    payment: clientPayment(presentPayment(row)),
    deposit: presentDeposit(row),
    paymentProof: money.proof ? presentProof(money.proof) : null,
    packages: money.packages,
    // The client is told who treats them; rooms and machines are the desk's planning, not theirs.
    assignments: presentAssignments(row.assignments).filter((a) => a.kind === 'practitioner'),
  };
}
