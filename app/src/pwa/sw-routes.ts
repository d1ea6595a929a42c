/** Names and matchers the service worker and the page share (the page clears staff data on logout). */
export const CACHE_NAMES = {
  images: 'tbl-images',
  staffCode: 'tbl-staff-code',
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

/** Back-office chunks are emitted as `assets/staff-*` (see vite.config.ts) and kept out of the precache. */
export const STAFF_CHUNK_PREFIX = 'staff-';

export function isStaffChunk(pathname: string): boolean {
  return pathname.startsWith(`/assets/${STAFF_CHUNK_PREFIX}`);
}

const STAFF_API = /^\/api\/(bookings|online-consultations|auth\/me)(\/|$|\?)/;
/** Downloads, never kept: a CSV of every booking is large, and a stale one must never stand in for it. */
const STAFF_DOWNLOAD = /\.csv$/;

/** Back-office reads kept as the last good copy for offline use. */
export function isStaffApiRequest(pathname: string): boolean {
  return STAFF_API.test(pathname) && !STAFF_DOWNLOAD.test(pathname);
}
