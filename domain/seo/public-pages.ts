/**
 * The public pages' addresses (app/src/config/paths.ts names the same; a test holds them equal). The
 * rest (`/admin...`, `/login`, the manage links) is for staff or for one client, never for search.
 */
export const PUBLIC_PATHS = {
  home: '/',
  services: '/services',
  service: '/service/',
  about: '/about',
  terms: '/terms-of-service',
  privacy: '/privacy',
  onlineConsultation: '/online-consultation',
  booking: '/booking',
  cart: '/cart',
} as const;

/** Paths robots are asked to leave alone: staff screens, sign-in, each client's own links, the API. */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/login',
  '/unauthorized',
  '/my-booking/',
  '/my-bookings',
  '/my-consultation/',
  '/api/',
] as const;

/** `/services/` -> `/services`; the root stays `/`. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
