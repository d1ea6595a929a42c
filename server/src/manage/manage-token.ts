import crypto from 'node:crypto';

/**
 * The client's "manage my booking" link token: `<booking id as 32 hex>~<base64url HMAC-SHA256>`.
 * No dot in it: a page path whose last part has a dot is taken for a file by the static server.
 * Deterministic, so any e-mail rendered for the booking carries the same link; bound to the one
 * booking by the MAC (a token of booking A never opens booking B); 256 bits nobody can guess.
 */
/** What a link manages; each signs under its own context, so a booking's token never opens a consultation. */
export type ManageScope = 'booking' | 'consultation';
const CONTEXTS: Record<ManageScope, string> = {
  booking: 'tbl-manage-booking:v1:',
  consultation: 'tbl-manage-consultation:v1:',
};
const TOKEN = /^([0-9a-f]{32})~([A-Za-z0-9_-]{43})$/;
const MAX_TOKEN_LENGTH = 200;

function mac(key: Buffer | string, bookingId: string, scope: ManageScope): Buffer {
  return crypto.createHmac('sha256', key).update(`${CONTEXTS[scope]}${bookingId}`, 'utf8').digest();
}

const compactId = (bookingId: string) => bookingId.replace(/-/g, '').toLowerCase();

function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function manageToken(key: Buffer | string, bookingId: string, scope: ManageScope = 'booking'): string {
  const id = uuidOf(compactId(bookingId));
  return `${compactId(bookingId)}~${mac(key, id, scope).toString('base64url')}`;
}

/** The booking id a token stands for, or null when it is malformed or its MAC is not ours. */
export function readManageToken(
  key: Buffer | string,
  token: string,
  scope: ManageScope = 'booking',
): string | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, hex = '', signature = ''] = match;
  const id = uuidOf(hex);
  // Compared as text, so only the one canonical spelling of the MAC is accepted.
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(mac(key, id, scope).toString('base64url'), 'utf8');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return id;
}

/** The page the link opens, under the site's public address. */
export function manageUrl(publicUrl: string, key: Buffer | string, bookingId: string): string {
  return `${publicUrl}/my-booking/${manageToken(key, bookingId)}`;
}

/** The page a consultation's link opens. */
export function manageConsultationUrl(
  publicUrl: string,
  key: Buffer | string,
  consultationId: string,
): string {
  return `${publicUrl}/my-consultation/${manageToken(key, consultationId, 'consultation')}`;
}
