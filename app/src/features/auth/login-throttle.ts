/**
 * After a 429 the sign-in button stays blocked for that account only (the server limits per account
 * and per account and address), so one person's typos never hold up a colleague on the same screen.
 * Kept per e-mail in sessionStorage, so a reload of the tab keeps the wait.
 */
const KEY = 'loginBlockedUntil';

/** Used when the server sends no Retry-After. */
export const DEFAULT_BLOCK_SECONDS = 60;

type Blocks = Record<string, number>;

const accountOf = (email: string) => email.trim().toLowerCase();

function readAll(now: number): Blocks {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now,
      ),
    );
  } catch {
    return {};
  }
}

function writeAll(blocks: Blocks): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(blocks));
  } catch {
    // Without storage the block lasts as long as the page.
  }
}

/** When this account may try again, if it is waiting now. */
export function readBlockedUntil(email: string, now: number = Date.now()): number | null {
  return readAll(now)[accountOf(email)] ?? null;
}

export function blockFor(email: string, seconds: number | null, now: number = Date.now()): number {
  const until = now + (seconds && seconds > 0 ? seconds : DEFAULT_BLOCK_SECONDS) * 1000;
  writeAll({ ...readAll(now), [accountOf(email)]: until });
  return until;
}

export function clearBlock(email: string, now: number = Date.now()): void {
  const { [accountOf(email)]: _ended, ...rest } = readAll(now);
  writeAll(rest);
}
