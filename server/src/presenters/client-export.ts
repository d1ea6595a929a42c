import { PRODUCT_NAME } from '../../../domain/brand';
import type { ConsentRecord } from '../../../domain/consent/consent-record';
import type { ClientExport } from '../../../domain/schemas/privacy';
import { type ChangeRequestRow, toIso, toIsoOrNull } from '../db/rows';
import type { Intake } from '../health-data/intake-store';
import type { ClientScope } from '../privacy/client-scope';
import type { ExportExtras, ProofMeta } from '../queries/client-export';
import { bookedLines } from './booking';
import { presentPackage } from './client-package';
import { consultationStatus } from './managed-consultation';
import { presentPayment } from './payment';

const proofOf = (row: ProofMeta) => ({
  submittedAt: toIso(row.submitted_at),
  replacedAt: toIsoOrNull(row.replaced_at),
  reference: row.reference,
  contentType: row.content_type,
  byteSize: Number(row.byte_size),
});

const requestOf = (row: ChangeRequestRow) => ({
  requestedDate: String(row.requested_date),
  requestedTime: row.requested_time,
  message: row.message,
  status: row.status,
  requestedAt: toIso(row.requested_at),
  reply: row.reply ?? null,
});

/**
 * The client's copy of everything held about them (issue 27 item 6), in their own terms: their
 * contact, each visit with its lines, amounts, payments and proofs (not the images), what they asked
 * and what the clinic replied, their packages and sessions, their health form and signed consents
 * (drawn signatures included), and who at the clinic opened their record.
 * The desk's working notes stay out: they are given on request at the desk (docs/PRIVACY.md).
 */
export function presentClientExport(
  scope: ClientScope,
  extras: ExportExtras,
  { healthForm, consents }: { healthForm: Intake | null; consents: ConsentRecord[] },
  now: Date,
): ClientExport {
  const { client } = scope;
  return {
    exportedAt: now.toISOString(),
    clinic: PRODUCT_NAME,
    client: {
      name: client.name,
      email: client.email,
      phone: client.phone,
      emails: scope.emails,
      phones: scope.phones,
      createdAt: toIso(client.created_at),
    },
    bookings: scope.bookings.map((row) => ({
      bookingNumber: row.booking_number,
      status: row.status,
      deleted: row.deleted_at !== null,
      date: row.service_date,
      time: row.service_time,
      serviceType: row.service_type,
      branch: row.branch,
      address: row.address,
      landmark: row.landmark,
      customerName: row.customer_name,
      email: row.email,
      phone: row.phone,
      age: Number(row.age),
      paymentMethod: row.payment_method,
      notes: row.notes,
      lines: bookedLines(row).map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitPrice: Number(line.unitPrice),
        lineTotal: Number(line.lineTotal),
        selectedPromo: line.selectedPromo ?? null,
      })),
      totalPrice: Number(row.total_price),
      travelFee: Number(row.travel_fee ?? 0),
      payment: presentPayment(row),
      proofs: extras.proofs.filter((proof) => proof.booking_id === row.id).map(proofOf),
      changeRequests: extras.bookingRequests
        .filter((request) => request.booking_id === row.id)
        .map(requestOf),
      bookedAt: toIso(row.created_at),
    })),
    consultations: scope.consultations.map((row) => ({
      bookingNumber: row.booking_number,
      status: consultationStatus(row),
      date: row.consultation_date,
      time: row.consultation_time,
      customerName: row.customer_name,
      email: row.email,
      phone: row.phone,
      age: Number(row.age),
      paymentMethod: row.payment_method,
      notes: row.notes,
      videoLink: row.video_link ?? null,
      totalPrice: Number(row.total_price),
      payment: presentPayment(row),
      proofs: extras.proofs.filter((proof) => proof.consultation_id === row.id).map(proofOf),
      changeRequests: extras.consultationRequests
        .filter((request) => request.consultation_id === row.id)
        .map(requestOf),
      bookedAt: toIso(row.created_at),
    })),
    packages: scope.packages.map((row) => ({
      ...presentPackage(row),
      history: extras.packageEvents
        .filter((event) => event.package_id === row.id)
        .map((event) => ({ kind: event.kind, summary: event.summary, at: toIso(event.at) })),
    })),
    healthForm,
    consents,
    accessLog: extras.accessLog.map((row) => ({
      staffName: row.staff_name,
      at: toIso(row.at),
      what: row.what,
    })),
    erasure: extras.erasure
      ? {
          requestedAt: toIso(extras.erasure.requested_at),
          approvedAt: toIsoOrNull(extras.erasure.approved_at),
        }
      : null,
  };
}
