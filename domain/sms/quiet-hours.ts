/**
 * No text reaches a client between 21:00 and 08:00 Manila: one written then is held until 08:00.
 * Manila keeps UTC+8 all year, so the hours are plain arithmetic.
 */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

const MANILA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** True from 21:00:00 up to 07:59:59 Manila. */
export function inQuietHours(at: Date): boolean {
  const hour = new Date(at.getTime() + MANILA_OFFSET_MS).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** When a text written at `at` may go: at once during the day, otherwise the next 08:00 Manila. */
export function smsSendableAt(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const local = at.getTime() + MANILA_OFFSET_MS;
  const manilaMidnight = local - (local % DAY_MS);
  const hour = new Date(local).getUTCHours();
  const morning = manilaMidnight + QUIET_UNTIL_HOUR * 3600_000 + (hour >= QUIET_FROM_HOUR ? DAY_MS : 0);
  return new Date(morning - MANILA_OFFSET_MS);
}
