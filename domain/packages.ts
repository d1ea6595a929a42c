import { COMPILED_SERVICES, type ServiceSource } from './catalogue/catalogue-rules';
import { UNLIMITED_FOR_ONE_YEAR } from './catalogue/types';

/**
 * A client's promo package: the sessions a booking bought, spent one per visit. `sessionsTotal` and
 * `sessionsLeft` are null for "Unlimited for 1 Year", which has an `expiresAt` instead.
 */
export interface ClientPackage {
  id: string;
  serviceId: string;
  title: string;
  sessionsTotal: number | null;
  sessionsUsed: number;
  sessionsLeft: number | null;
  expiresAt: string | null;
  transferable: boolean;
  /** Set when the booking that bought it was refunded: the package is closed, its sessions frozen. */
  refundedAt: string | null;
}

export interface PackageTerms {
  sessionsTotal: number | null;
  /** Whole years the package lasts from the day it opens; null when it never expires. */
  years: number | null;
  transferable: boolean;
}

/**
 * What a cart line opens, as the catalogue says: each unit of a line buys the package's sessions
 * ("Buy 4 get 1 free" is 5), so two of them make 10 in one package; an unlimited year lasts a year
 * per unit. Undefined for a line that bought no package, or a title the catalogue no longer has.
 */
export function packageTerms(
  serviceId: string,
  title: string | null,
  quantity: number,
  catalogue: ServiceSource = COMPILED_SERVICES,
): PackageTerms | undefined {
  if (!title) return undefined;
  const service = catalogue.findService(serviceId);
  const promo = service?.promoPackages?.find((candidate) => candidate.title === title);
  if (!service || !promo) return undefined;
  if (promo.sessions === UNLIMITED_FOR_ONE_YEAR) {
    return { sessionsTotal: null, years: quantity, transferable: service.transferable };
  }
  if (typeof promo.sessions !== 'number') return undefined;
  return { sessionsTotal: promo.sessions * quantity, years: null, transferable: service.transferable };
}

/**
 * The session the buying visit spent: the first spend that names the booking that opened the
 * package (`events` in the order they happened). It is never given back: the visit happened, or the
 * booking was refunded and the package closed.
 */
export function buyingVisitSessionId(
  sourceBookingId: string,
  events: ReadonlyArray<{ id: string; kind: string; bookingId: string | null }>,
): string | undefined {
  return events.find((event) => event.kind === 'redeemed' && event.bookingId === sourceBookingId)?.id;
}

/** Sessions the visit that bought a package spends from it: the visit is the first session. */
export const SESSIONS_SPENT_BY_BUYING_VISIT = 1;

export function sessionsLeft(total: number | null, used: number): number | null {
  return total === null ? null : Math.max(0, total - used);
}

export function isExpired(expiresAt: string | null, now: Date = new Date()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
}

/**
 * Why the package cannot be used now (refunded, expired), or null when it can. A package that cannot
 * be used can neither be spent, booked from, given sessions back, nor transferred.
 */
export function closedProblem(
  pkg: Pick<ClientPackage, 'expiresAt' | 'refundedAt'>,
  now: Date = new Date(),
): string | null {
  if (pkg.refundedAt !== null) return PACKAGE_MESSAGES.refunded;
  if (isExpired(pkg.expiresAt, now)) return PACKAGE_MESSAGES.expired;
  return null;
}

/** Why one more session cannot be spent from the package now, or null when it can. */
export function redeemProblem(
  pkg: Pick<ClientPackage, 'sessionsLeft' | 'expiresAt' | 'refundedAt'>,
  now: Date = new Date(),
): string | null {
  return closedProblem(pkg, now) ?? (pkg.sessionsLeft === 0 ? PACKAGE_MESSAGES.noneLeft : null);
}

/** Whether one more session can be spent from the package now. */
export function canRedeem(
  pkg: Pick<ClientPackage, 'sessionsLeft' | 'expiresAt' | 'refundedAt'>,
  now: Date = new Date(),
): boolean {
  return redeemProblem(pkg, now) === null;
}

/** When a package of `years` opened at `openedAt` stops: the same instant that many years later. */
export function expiryOf(openedAt: Date, years: number): Date {
  const expires = new Date(openedAt.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + years);
  return expires;
}

export const PACKAGE_MESSAGES = {
  noneLeft: 'No sessions are left in this package',
  expired: 'This package has expired',
  refunded: 'This package was refunded: its sessions can no longer be used',
  buyingVisit: 'The session of the visit that bought the package cannot be given back',
  alreadyBooked: 'This booking already has its session from this package',
  linkNeeded:
    'Book a session from your package through your booking link or your "My bookings" link, so we know it is yours',
  notTransferable: 'This package cannot be transferred',
  notFound: 'Package not found',
  redemptionNotFound: 'That session was not found or was already undone',
  notYours: 'This package does not belong to the client of this booking',
  wrongService: 'This package is for another treatment',
} as const;

/** Who a package belongs to: the e-mail when there is one, else the phone's digits (09XXXXXXXXX). */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('63') && digits.length === 12) return `0${digits.slice(2)}`;
  return digits;
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
