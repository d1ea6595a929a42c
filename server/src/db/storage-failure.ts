/**
 * Failures of the storage under the database or the data folder, not of the request: a full disk
 * (PostgreSQL 53100, ENOSPC, EDQUOT), a read-only one (25006, EROFS) or an I/O error (58030, EIO).
 * They pass when the disk does, so the client is told to come back (503 + Retry-After), never 500.
 */
const SQLSTATES = new Set(['53100', '25006', '58030']);
const ERRNOS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

export function isStorageFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (SQLSTATES.has(code) || ERRNOS.has(code));
}

/** How long a client waits before trying again: long enough for someone to free space or fail over. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;
