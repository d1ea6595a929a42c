import { type ClientPackage, sessionsLeft } from '../../../domain/packages';
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
  };
}

export function presentPackageEvent(row: PackageEventRow): PackageEvent {
  return {
    kind: row.kind,
    actor: row.actor,
    summary: row.undone_at ? `${row.summary} (undone)` : row.summary,
    at: toIso(row.at),
    redemptionId: row.kind === 'redeemed' && !row.undone_at ? row.id : null,
  };
}
