const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/**
 * How long to wait before attempt `attempts + 1`: doubling from 2 s up to 5 minutes, with jitter so
 * a clinic full of phones coming back online does not knock all at once. A server's Retry-After wins
 * when it asks for longer.
 */
export function retryDelayMs(
  attempts: number,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
) {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  const asked = retryAfterSeconds && Number.isFinite(retryAfterSeconds) ? retryAfterSeconds * 1000 : 0;
  return Math.round(Math.max(jittered, Math.min(asked, MAX_DELAY_MS)));
}
