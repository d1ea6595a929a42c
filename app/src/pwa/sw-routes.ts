/** Names and matchers the service worker and the page share (the page clears staff data on logout). */
export const CACHE_NAMES = {
  images: 'tbl-images',
  staffCode: 'tbl-staff-code',
  /** The prefix of the per-session caches of back-office replies (see `staffApiCacheName`). */
  staffApi: 'tbl-staff-api',
  /** Prerendered pages as last fetched, for opening them offline; emptied when a release takes over. */
  pages: 'tbl-pages',
} as const;

/**
 * The build's empty page (index.html before the home page was prerendered into it): the server
 * answers it for every path not prerendered, and the worker opens it offline for any such path.
 */
export const SHELL_FILE = 'shell.html';

export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** The page's word that the catalogue has a new version: the worker renews the pages it keeps. */
export const CATALOGUE_VERSION_MESSAGE = 'CATALOGUE_VERSION';

/** Back-office chunks are emitted as `assets/staff-*` (see vite.config.ts) and kept out of the precache. */
export const STAFF_CHUNK_PREFIX = 'staff-';

export function isStaffChunk(pathname: string): boolean {
  return pathname.startsWith(`/assets/${STAFF_CHUNK_PREFIX}`);
}

const STAFF_API = /^\/api\/(bookings|online-consultations|schedule|auth\/me)(\/|$|\?)/;
/** Downloads, never kept: a CSV of every booking is large, and a stale one must never stand in for it. */
const STAFF_DOWNLOAD = /\.csv$/;

/** Back-office reads kept as the last good copy for offline use. */
export function isStaffApiRequest(pathname: string): boolean {
  return STAFF_API.test(pathname) && !STAFF_DOWNLOAD.test(pathname);
}

/**
 * Back-office replies are kept per session: `tbl-staff-api:<session>:<expiry ms>`. A request is only
 * ever answered from its own session's cache, and a cache past its expiry is dropped unread.
 */
export function staffApiCacheName(session: { key: string; expiresAt: number | null }): string {
  return `${CACHE_NAMES.staffApi}:${encodeURIComponent(session.key)}:${session.expiresAt ?? 'none'}`;
}

export function isStaffApiCache(name: string): boolean {
  return name === CACHE_NAMES.staffApi || name.startsWith(`${CACHE_NAMES.staffApi}:`);
}

/** True for the old shared cache and for a session cache whose expiry has passed. */
export function isStaleStaffApiCache(name: string, now: number = Date.now()): boolean {
  if (name === CACHE_NAMES.staffApi) return true;
  if (!name.startsWith(`${CACHE_NAMES.staffApi}:`)) return false;
  const expiry = Number(name.slice(name.lastIndexOf(':') + 1));
  return Number.isFinite(expiry) && expiry <= now;
}
