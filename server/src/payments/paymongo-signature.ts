import crypto from 'node:crypto';

/** How far a signature's `t` may be from our clock (PayMongo's retries sign again, with a new `t`). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** The header's parts: `t=<unix seconds>,te=<hex>,li=<hex>` (either signature may be empty). */
function parseHeader(header: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return parts;
}

/** HMAC-SHA256 of `<t>.<raw body>` with the webhook's secret, as hex: what PayMongo signs. */
export function paymongoSignature(secret: string, timestamp: string, rawBody: Buffer): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/**
 * Checks a `Paymongo-Signature` header against the raw bytes received: the `te` signature with a test
 * key, `li` with a live one, and `t` within SIGNATURE_TOLERANCE_SECONDS of `now`.
 */
export function checkPaymongoSignature(
  header: string | undefined,
  rawBody: Buffer,
  options: { secret: string; live: boolean; now?: Date },
): SignatureCheck {
  if (!header) return { ok: false, reason: 'no Paymongo-Signature header' };
  const parts = parseHeader(header);
  const timestamp = parts.t ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'no timestamp in the signature' };
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, reason: `signature timestamp ${timestamp} is more than 5 minutes from now` };
  }
  const given = (options.live ? parts.li : parts.te) ?? '';
  const expected = paymongoSignature(options.secret, timestamp, rawBody);
  const matches =
    /^[0-9a-f]{64}$/i.test(given) &&
    crypto.timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
  return matches
    ? { ok: true }
    : { ok: false, reason: `the ${options.live ? 'li' : 'te'} signature does not match` };
}
