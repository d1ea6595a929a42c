/** Why the cart fell back to memory: the device is full, or the browser keeps no IndexedDB for us. */
export type CartStorageProblem = 'full' | 'unavailable';

function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

/** QuotaExceededError may arrive as the inner error of an AbortError (Dexie's docs). */
export function isQuotaExceeded(error: unknown): boolean {
  if (nameOf(error) === 'QuotaExceededError') return true;
  const inner = typeof error === 'object' && error !== null && 'inner' in error ? error.inner : undefined;
  return nameOf(inner) === 'QuotaExceededError';
}

/**
 * What a browser says when it will not keep our data: no IndexedDB (some private modes), storage
 * blocked by settings, a full disk, or a database it could not open. Anything else (a transaction
 * used after it closed, a bad key) is a bug in our code and must surface, not hide in memory.
 */
const STORAGE_FAILURES = new Set([
  'QuotaExceededError',
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
  'SecurityError',
  'UnknownError',
  'VersionError',
  'AbortError',
]);

export function isStorageFailure(error: unknown): boolean {
  const name = nameOf(error);
  return name !== undefined && STORAGE_FAILURES.has(name);
}

export function storageProblemOf(error: unknown): CartStorageProblem {
  return isQuotaExceeded(error) ? 'full' : 'unavailable';
}
