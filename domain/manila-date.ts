/** Manila keeps UTC+8 all year (no daylight saving), so dates are plain arithmetic. */
export const MANILA_TIME_ZONE = 'Asia/Manila';
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Manila calendar date (`YYYY-MM-DD`) at an instant. */
export function manilaDate(at: Date = new Date()): string {
  return new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when `date` is today or later in Manila. ISO dates compare as strings. */
export function isNotBeforeManilaToday(date: string, now: Date = new Date()): boolean {
  return isIsoDate(date) && date >= manilaDate(now);
}

/** The instant a Manila date and `HH:MM` time stand for. */
export function manilaDateTimeToInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

export function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/**
 * A formatter made on first use: building one loads locale and time-zone data, a cost every page
 * that imports this module would otherwise pay while it starts, whether it shows a date or not.
 */
function onFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat('en-PH', options);
    return format;
  };
}

const LONG_DATE = onFirstUse({
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** `Saturday, November 21, 2026` for `2026-11-21`, the same on every machine. */
export function formatManilaDate(date: string): string {
  if (!isIsoDate(date)) return date;
  return LONG_DATE().format(new Date(`${date}T00:00:00Z`));
}

const DATE_TIME = onFirstUse({
  timeZone: MANILA_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as Manila people read it: `Nov 21, 2026, 6:31 PM`. */
export function formatManilaDateTime(at: Date | string): string {
  return DATE_TIME().format(typeof at === 'string' ? new Date(at) : at);
}
