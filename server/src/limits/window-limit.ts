/** At most `count` events per `windowSeconds`, counted in a window that starts at the first event. */
export interface WindowLimit {
  count: number;
  windowSeconds: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
const FORMAT = /^(\d{1,6})\/(\d{1,5})([smhd])$/;
/** Rows older than this are of no use to any limit, and the hourly clean-up drops them. */
export const LONGEST_WINDOW_SECONDS = UNIT_SECONDS.d;

/**
 * Reads `<count>/<length><s|m|h|d>` (e.g. `10/10m`), or `off` (`undefined`). A message (a string)
 * when the text is neither, for the configuration check to show.
 */
export function parseWindowLimit(text: string): WindowLimit | undefined | string {
  const value = text.trim().toLowerCase();
  if (value === 'off') return undefined;
  const match = FORMAT.exec(value);
  if (!match) return 'must be `off` or <count>/<length><s|m|h|d>, e.g. 10/10m';
  const count = Number(match[1]);
  const windowSeconds = Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS];
  if (count < 1 || windowSeconds < 1) return 'needs a count and a window of at least 1';
  if (windowSeconds > LONGEST_WINDOW_SECONDS) return 'the window may be at most 1d';
  return { count, windowSeconds };
}
