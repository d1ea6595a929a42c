const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** Manila keeps UTC+8 all year (domain/manila-date.ts), so its midnight is plain arithmetic. */
const MANILA_OFFSET_MS = 8 * 60 * 60 * SECOND_MS;

/** The countdown's digits carry this attribute (offer-countdown.tsx), naming their unit. */
const COUNTDOWN_UNIT_ATTRIBUTE = 'data-countdown-unit';

export type CountdownUnit = 'hours' | 'minutes' | 'seconds';

/** Milliseconds until the current Manila day ends (the entry runs this: no date library here). */
export function msUntilManilaMidnight(now: Date): number {
  const sinceManilaMidnight = (((now.getTime() + MANILA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - sinceManilaMidnight;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatCountdown(ms: number): Record<CountdownUnit, string> {
  const total = Math.floor(ms / SECOND_MS);
  return {
    hours: twoDigits(Math.floor(total / 3600)),
    minutes: twoDigits(Math.floor((total % 3600) / 60)),
    seconds: twoDigits(total % 60),
  };
}

/**
 * A prerendered page was rendered at build time, so its countdown shows dashes; the entry (main.tsx)
 * puts the real time in as soon as it runs, long before React has hydrated the page.
 */
export function showCountdownsNow(root: HTMLElement): void {
  const digits = formatCountdown(msUntilManilaMidnight(new Date()));
  for (const element of root.querySelectorAll<HTMLElement>(`[${COUNTDOWN_UNIT_ATTRIBUTE}]`)) {
    const unit = element.getAttribute(COUNTDOWN_UNIT_ATTRIBUTE) as CountdownUnit;
    if (unit in digits) element.textContent = digits[unit];
  }
}
