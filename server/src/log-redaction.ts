/**
 * Secrets never reach a log line. Whatever a line holds (a request path, a query string, an error
 * message, a stack), these are replaced by `[redacted]` before it is written:
 * - the client's manage-link and my-bookings tokens, wherever they appear (`/my-booking/<token>`,
 *   `/api/my-bookings/...`, or bare in a message), and any path segment after `/my-booking/`,
 *   `/my-bookings/`, `/my-consultation/`, `/manage/` or `/reset/` (the request log also hides every
 *   route parameter named like a secret, see middleware/request-log.ts);
 * - the value of a query parameter named like a secret (`token=`, `code=`, `password=`, `key=` ...);
 * - a password in a URL (`smtp://user:secret@host`, `postgres://user:secret@host`);
 * - a bearer token or any JWT.
 */
export const REDACTED = '[redacted]';

const RULES: Array<[RegExp, string]> = [
  [/\b[0-9a-f]{32}~[A-Za-z0-9_-]{20,}/gi, REDACTED],
  // A my-bookings link: `<e-mail, base64url>~<issued>~<MAC>` (the e-mail is readable, not hidden).
  [/[A-Za-z0-9_-]{2,400}~[0-9a-z]{1,10}~[A-Za-z0-9_-]{43}/g, REDACTED],
  [/(\/(?:my-bookings?|my-consultation|manage|reset|waitlist\/offers?)\/)[^/?#\s"'<>]+/gi, `$1${REDACTED}`],
  [
    /([?&;](?:[a-z_-]*(?:token|code|password|passwd|secret|signature|key|otp|auth|session)[a-z_-]*)=)[^&#\s"']*/gi,
    `$1${REDACTED}`,
  ],
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@"']*:)[^@\s/"']+@/gi, `$1${REDACTED}@`],
  [/\b(Bearer\s+)[^\s"',]+/gi, `$1${REDACTED}`],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
];

export function redactSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

/** Field names whose values are secret whatever they hold (health answers among them). */
const SECRET_FIELD =
  /password|secret|token|authorization|cookie|^(?:code|deleteCode|updateCode|answers|intake)$/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}
