import type { ChangeRequest, PendingChangeRequest } from '../../../domain/schemas/manage';
import { type ChangeRequestRow, toIso, toIsoOrNull } from '../db/rows';
import type { PendingRequest } from '../queries/change-requests';

export function presentChangeRequest(row: ChangeRequestRow): ChangeRequest {
  return {
    date: row.requested_date,
    time: row.requested_time,
    message: row.message,
    status: row.status,
    requestedAt: toIso(row.requested_at),
    decidedAt: toIsoOrNull(row.decided_at),
    reply: row.reply,
  };
}

export function presentPendingChangeRequest(row: PendingRequest | null): PendingChangeRequest | null {
  if (!row) return null;
  return {
    date: row.requested_date,
    time: row.requested_time,
    message: row.message,
    requestedAt: toIso(row.requested_at),
  };
}
