import crypto from 'node:crypto';

/**
 * The "My bookings" link token: `<e-mail, base64url>~<issued, seconds base 36>~<HMAC-SHA256>`. It
 * opens every booking, consultation and package of that one address for a week, and says nothing
 * about anyone else. Signed with the manage-link key under its own context, so a manage-link
 * signature never passes for it.
 */
const CONTEXT = 'tbl-my-bookings:v1:';
const TOKEN = /^([A-Za-z0-9_-]{2,400})~([0-9a-z]{1,10})~([A-Za-z0-9_-]{43})$/;
export const MY_BOOKINGS_LINK_DAYS = 7;

function mac(key: Buffer | string, email: string, issued: string): string {
  return crypto.createHmac('sha256', key).update(`${CONTEXT}${email}~${issued}`, 'utf8').digest('base64url');
}

export function myBookingsToken(key: Buffer | string, email: string, issuedAt: Date): string {
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  const normal = email.trim().toLowerCase();
  return `${Buffer.from(normal, 'utf8').toString('base64url')}~${issued}~${mac(key, normal, issued)}`;
}

/** The e-mail a token opens, or null when it is malformed, not ours, or older than a week. */
export function readMyBookingsToken(key: Buffer | string, token: string, now = new Date()): string | null {
  if (typeof token !== 'string' || token.length > 500) return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, encoded = '', issued = '', signature = ''] = match;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(mac(key, email, issued), 'utf8');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const issuedMs = Number.parseInt(issued, 36) * 1000;
  if (!(now.getTime() - issuedMs < MY_BOOKINGS_LINK_DAYS * 86_400_000)) return null;
  return email;
}

export function myBookingsUrl(
  publicUrl: string,
  key: Buffer | string,
  email: string,
  issuedAt: Date,
): string {
  return `${publicUrl}/my-bookings/${myBookingsToken(key, email, issuedAt)}`;
}
