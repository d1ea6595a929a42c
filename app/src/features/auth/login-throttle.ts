/** After a 429 the sign-in button stays blocked; a reload of the tab keeps the wait. */
const KEY = 'loginBlockedUntil';

/** Used when the server sends no Retry-After. */
export const DEFAULT_BLOCK_SECONDS = 60;

export function readBlockedUntil(now: number = Date.now()): number | null {
  try {
    const until = Number(window.sessionStorage.getItem(KEY));
    return Number.isFinite(until) && until > now ? until : null;
  } catch {
    return null;
  }
}

export function blockFor(seconds: number | null, now: number = Date.now()): number {
  const until = now + (seconds && seconds > 0 ? seconds : DEFAULT_BLOCK_SECONDS) * 1000;
  try {
    window.sessionStorage.setItem(KEY, String(until));
  } catch {
    // Without storage the block lasts as long as the page.
  }
  return until;
}

export function clearBlock(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
