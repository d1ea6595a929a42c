const SECOND_MS = 1000;

/** The countdown's digits carry this attribute (offer-countdown.tsx), naming their unit. */
const COUNTDOWN_UNIT_ATTRIBUTE = 'data-countdown-unit';
/** The offer bar carries the instant its promotion ends (domain/catalogue/promotions.ts). */
export const COUNTDOWN_ENDS_ATTRIBUTE = 'data-countdown-ends';

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatCountdown(ms: number): Record<CountdownUnit, string> {
  const total = Math.max(0, Math.floor(ms / SECOND_MS));
  return {
    days: String(Math.floor(total / 86_400)),
    hours: twoDigits(Math.floor((total % 86_400) / 3600)),
    minutes: twoDigits(Math.floor((total % 3600) / 60)),
    seconds: twoDigits(total % 60),
  };
}

/**
 * A prerendered page was rendered at build time, so its countdown shows dashes; the entry (main.tsx)
 * puts the real time left in as soon as it runs, long before React has hydrated the page, and hides
 * a bar whose promotion has ended since the build. No date library and no catalogue here.
 */
export function showCountdownsNow(root: HTMLElement, now = new Date()): void {
  for (const bar of root.querySelectorAll<HTMLElement>(`[${COUNTDOWN_ENDS_ATTRIBUTE}]`)) {
    const left = Date.parse(bar.getAttribute(COUNTDOWN_ENDS_ATTRIBUTE) ?? '') - now.getTime();
    if (!(left > 0)) {
      bar.hidden = true;
      continue;
    }
    const digits = formatCountdown(left);
    for (const element of bar.querySelectorAll<HTMLElement>(`[${COUNTDOWN_UNIT_ATTRIBUTE}]`)) {
      const unit = element.getAttribute(COUNTDOWN_UNIT_ATTRIBUTE) as CountdownUnit;
      if (unit in digits) element.textContent = digits[unit];
    }
  }
}
