/**
 * Philippine phone numbers as people write them: `0917 555 0199`, `(0917) 555 0199`, `0917-555-0199`,
 * `0917.555.0199`, `+63 917 555 0199`, `+63 (917) 555-0199`, `63 917 555 0199`, `917 555 0199`; and,
 * for bookings taken at the desk, landlines such as `(02) 8123 4567` or `(032) 234 5678`.
 * Mobiles are stored as 09XXXXXXXXX and landlines as their 10 national digits (0 + area + number).
 */

export const MOBILE_PROBLEM = 'Enter a Philippine mobile number: 09XXXXXXXXX or +639XXXXXXXXX';
export const DESK_PHONE_PROBLEM =
  'Enter a Philippine mobile number (09XXXXXXXXX) or a landline with its area code, such as (02) 8123 4567';

/** What a phone number may be written with: digits, one leading +, spaces, dashes, dots, brackets. */
const WRITTEN = /^\+?[\d\s\-.()]+$/;

/** The national digits (leading 0, no country code), or undefined when the text is not a number. */
function nationalDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!WRITTEN.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('0063')) digits = digits.slice(4);
  else if (digits.startsWith('63') && (trimmed.startsWith('+') || digits.length >= 11))
    digits = digits.slice(2);
  else if (trimmed.startsWith('+')) return undefined;
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/** A Philippine mobile as 09XXXXXXXXX, or undefined. */
export function parseMobile(text: string): string | undefined {
  const digits = nationalDigits(text);
  return digits && /^09\d{9}$/.test(digits) ? digits : undefined;
}

/**
 * A Philippine landline as its national digits, or undefined: Metro Manila `02` + 8 digits, or a
 * provincial 2-digit area code (`032` Cebu, `082` Davao…) + 7 digits.
 */
export function parseLandline(text: string): string | undefined {
  const digits = nationalDigits(text);
  return digits && (/^02\d{8}$/.test(digits) || /^0[3-8]\d{8}$/.test(digits)) ? digits : undefined;
}

/** A desk booking's phone: a mobile or a landline, normalised; undefined when neither. */
export function parseDeskPhone(text: string): string | undefined {
  return parseMobile(text) ?? parseLandline(text);
}
