import type { Knex } from 'knex';
import type { ChangeRequestRow, PackageEventRow, PaymentProofRow } from '../db/rows';
import type { ClientScope } from '../privacy/client-scope';
import type { AccessLogRow } from './clients';

export type ProofMeta = Omit<PaymentProofRow, 'content'>;

export interface ErasureRequestRow {
  number: string | number;
  client_id: string;
  requested_at: Date | string;
  approved_at: Date | string | null;
  approved_by: string | null;
}

const PROOF_COLUMNS = [
  'id',
  'booking_id',
  'consultation_id',
  'content_type',
  'byte_size',
  'width',
  'height',
  'reference',
  'submitted_at',
  'replaced_at',
] as const;

/** A client's erasure requests, open or approved, the latest first. */
export const erasureRequestsOf = (db: Knex, clientId: string) =>
  db<ErasureRequestRow>('client_erasure_requests').where({ client_id: clientId }).orderBy('number', 'desc');

/** The latest erasure request of a client, open or approved. */
export function latestErasureRequest(db: Knex, clientId: string): Promise<ErasureRequestRow | undefined> {
  return erasureRequestsOf(db, clientId).first();
}

/** What the export carries beside the scope's rows: proofs (no images), requests, package history, reads. */
export async function exportExtras(db: Knex, scope: ClientScope) {
  const bookingIds = scope.bookings.map((row) => row.id);
  const consultationIds = scope.consultations.map((row) => row.id);
  const packageIds = scope.packages.map((row) => row.id);
  const [proofs, bookingRequests, consultationRequests, packageEvents, accessLog, erasure] =
    await Promise.all([
      db<ProofMeta>('payment_proofs')
        .whereIn('booking_id', bookingIds)
        .orWhereIn('consultation_id', consultationIds)
        .orderBy('submitted_at')
        .select(...PROOF_COLUMNS),
      db<ChangeRequestRow>('booking_change_requests')
        .whereIn('booking_id', bookingIds)
        .orderBy('requested_at'),
      db<ChangeRequestRow & { consultation_id: string }>('consultation_change_requests')
        .whereIn('consultation_id', consultationIds)
        .orderBy('requested_at'),
      db<PackageEventRow>('package_events').whereIn('package_id', packageIds).orderBy('at'),
      db<AccessLogRow>('client_access_log')
        .whereIn('client_id', scope.recordIds)
        .orderBy('at', 'desc')
        .select('staff_name', 'at', 'what'),
      latestErasureRequest(db, scope.client.id),
    ]);
  return { proofs, bookingRequests, consultationRequests, packageEvents, accessLog, erasure };
}

export type ExportExtras = Awaited<ReturnType<typeof exportExtras>>;
