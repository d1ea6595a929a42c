import crypto from 'node:crypto';
import { BOOKING_NUMBER_PATTERN } from '../../../domain/schemas/fields';

/**
 * The manage link in a text, short enough for one SMS: `<site>/m/<booking number><10 characters>`,
 * the characters a MAC of the booking under the manage-link secret (60 bits: far beyond guessing
 * through a rate-limited page). `/m/...` answers with a redirect to the full `/my-booking/<token>`
 * link (short-links.ts), so it opens exactly what the e-mail's link opens.
 */
const CONTEXT = 'tbl-manage-short:v1:';
const MAC_LENGTH = 10;
const CODE = /^(TBL\d{8})([A-Za-z0-9_-]{10})$/;

function shortMac(key: Buffer | string, bookingNumber: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`${CONTEXT}${bookingNumber}`, 'utf8')
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

export function shortManageCode(key: Buffer | string, bookingNumber: string): string {
  return `${bookingNumber}${shortMac(key, bookingNumber)}`;
}

export function shortManageUrl(publicUrl: string, key: Buffer | string, bookingNumber: string): string {
  return `${publicUrl}/m/${shortManageCode(key, bookingNumber)}`;
}

/** The booking number a short code stands for, or null when it is malformed or not ours. */
export function readShortManageCode(key: Buffer | string, code: string): string | null {
  if (typeof code !== 'string') return null;
  const match = CODE.exec(code);
  if (!match) return null;
  const [, bookingNumber = '', mac = ''] = match;
  if (!BOOKING_NUMBER_PATTERN.test(bookingNumber)) return null;
  const given = Buffer.from(mac, 'utf8');
  const expected = Buffer.from(shortMac(key, bookingNumber), 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? bookingNumber : null;
}
