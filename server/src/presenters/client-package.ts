import { buyingVisitSessionId, type ClientPackage, sessionsLeft } from '../../../domain/packages';
import type { PackageEvent } from '../../../domain/schemas/packages';
import { type ClientPackageRow, type PackageEventRow, toIso, toIsoOrNull } from '../db/rows';

export function presentPackage(row: ClientPackageRow): ClientPackage {
  const total = row.sessions_total === null ? null : Number(row.sessions_total);
  const used = Number(row.sessions_used);
  return {
    id: row.id,
    serviceId: row.service_id,
    title: row.title,
    sessionsTotal: total,
    sessionsUsed: used,
    sessionsLeft: sessionsLeft(total, used),
    expiresAt: toIsoOrNull(row.expires_at),
    transferable: row.transferable,
    refundedAt: toIsoOrNull(row.refunded_at ?? null),
  };
}

/**
 * A package's history, oldest first; a spend carries its `redemptionId` while the desk may still give
 * it back (not undone, not the buying visit's, the package not refunded).
 */
export function presentPackageHistory(
  pkg: Pick<ClientPackageRow, 'source_booking_id' | 'refunded_at'>,
  rows: PackageEventRow[],
): PackageEvent[] {
  const buying = buyingVisitSessionId(pkg.source_booking_id, rows.map(eventFacts));
  return rows.map((row) => ({
    kind: row.kind,
    actor: row.actor,
    summary: row.undone_at ? `${row.summary} (undone)` : row.summary,
    at: toIso(row.at),
    redemptionId:
      row.kind === 'redeemed' && !row.undone_at && !pkg.refunded_at && row.id !== buying ? row.id : null,
  }));
}

export const eventFacts = (row: PackageEventRow) => ({
  id: row.id,
  kind: row.kind,
  bookingId: row.booking_id,
});
