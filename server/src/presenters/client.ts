import type { ConsentRecord } from '../../../domain/consent/consent-record';
import { HEALTH_QUESTIONS } from '../../../domain/health-form/health-questions';
import type {
  ClientPayment,
  ClientRecord,
  ClientSummary,
  IntakeAnswer,
} from '../../../domain/schemas/clients';
import { type BookingRow, type ConsultationRow, toIso, toIsoOrNull } from '../db/rows';
import type { Intake } from '../health-data/intake-store';
import type { ClientHoldings } from '../queries/client-page';
import type { ClientListRow, ClientRow } from '../queries/clients';
import { presentBooking } from './booking';
import { presentPackage } from './client-package';
import { presentConsultation } from './consultation';
import { presentPayment } from './payment';

export function presentClientSummary(row: ClientListRow): ClientSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    visits: Number(row.visits),
    lastVisit: row.last_visit ? row.last_visit.slice(0, 10) : null,
  };
}

const hasMoney = (row: BookingRow | ConsultationRow) =>
  (row.payment_status ?? 'unpaid') !== 'unpaid' || (row.amount_paid ?? null) !== null;

/** Each visit with money recorded against it (the payment columns of bookings and consultations). */
function presentPayments(holdings: ClientHoldings): ClientPayment[] {
  const bookings = holdings.bookings.filter(hasMoney).map((row) => ({
    kind: 'booking' as const,
    id: row.id,
    bookingNumber: row.booking_number,
    date: row.service_date,
    total: Number(row.total_price),
    ...presentPayment(row),
  }));
  const consultations = holdings.consultations.filter(hasMoney).map((row) => ({
    kind: 'consultation' as const,
    id: row.id,
    bookingNumber: row.booking_number,
    date: row.consultation_date,
    total: Number(row.total_price),
    ...presentPayment(row),
  }));
  return [...bookings, ...consultations].sort((a, b) => b.date.localeCompare(a.date));
}

export function presentClientRecord(
  client: ClientRow,
  holdings: ClientHoldings,
  intake: Intake | null = null,
  consents: ConsentRecord[] = [],
): ClientRecord {
  const keysOf = (kind: 'email' | 'phone') =>
    holdings.keys.filter((key) => key.kind === kind).map((key) => key.value);
  return {
    client: {
      id: client.id,
      name: client.name,
      email: client.email,
      phone: client.phone,
      emails: keysOf('email'),
      phones: keysOf('phone'),
      createdAt: toIso(client.created_at),
      mergedInto: client.merged_into,
      merges: holdings.merges.map((merge) => ({
        mergedId: merge.merged_id,
        name: merge.name,
        mergedBy: merge.merged_by,
        at: toIso(merge.at),
      })),
    },
    bookings: holdings.bookings.map(presentBooking),
    consultations: holdings.consultations.map((row) => presentConsultation(row)),
    packages: holdings.packages.map((row) => ({
      ...presentPackage(row),
      sourceBookingId: row.source_booking_id,
    })),
    payments: presentPayments(holdings),
    intake: presentIntakeAnswers(intake),
    consents,
    accessLog: holdings.accessLog.map((row) => ({
      staffName: row.staff_name,
      at: toIso(row.at),
      what: row.what,
    })),
    erasure: holdings.erasure
      ? {
          number: Number(holdings.erasure.number),
          requestedAt: toIso(holdings.erasure.requested_at),
          approvedAt: toIsoOrNull(holdings.erasure.approved_at),
          approvedBy: holdings.erasure.approved_by,
        }
      : null,
  };
}

/** The answers in the form's order, each with its question as the client read it. */
function presentIntakeAnswers(intake: Intake | null): IntakeAnswer[] {
  if (!intake) return [];
  return HEALTH_QUESTIONS.flatMap((question) => {
    const answer = intake.answers[question.id];
    return answer
      ? [
          {
            questionId: question.id,
            question: question.text,
            value: answer.value,
            answeredAt: answer.answeredAt,
          },
        ]
      : [];
  });
}
