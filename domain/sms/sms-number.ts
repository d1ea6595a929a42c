import { parseMobile } from '../phone-number';

/**
 * The number a Philippine SMS gateway takes: `639XXXXXXXXX` (country code, no plus, no leading 0),
 * from a mobile written any way the booking form accepts; undefined for a landline or anything else,
 * which gets no text.
 */
export function smsNumber(phone: string): string | undefined {
  const mobile = parseMobile(phone);
  return mobile ? `63${mobile.slice(1)}` : undefined;
}
