/** Names and matchers the service worker and the page share (the page clears staff data on logout). */
export const CACHE_NAMES = {
  images: 'tbl-images',
  staffCode: 'tbl-staff-code',
  staffApi: 'tbl-staff-api',
} as const;

export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Back-office chunks are emitted as `assets/staff-*` (see vite.config.ts) and kept out of the precache. */
export const STAFF_CHUNK_PREFIX = 'staff-';

export function isStaffChunk(pathname: string): boolean {
  return pathname.startsWith(`/assets/${STAFF_CHUNK_PREFIX}`);
}

const STAFF_API = /^\/api\/(bookings|online-consultations|auth\/me)(\/|$|\?)/;

export function isStaffApiRequest(pathname: string): boolean {
  return STAFF_API.test(pathname);
}
