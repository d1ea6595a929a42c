// @vitest-environment jsdom
import type { Promotion } from '@domain/catalogue/promotions';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showCountdownsNow } from './countdown-clock';
import { OfferCountdown } from './offer-countdown';

const DAY = 86_400_000;
/** A fixed test clock, so nothing here depends on today's date. */
const NOW = Date.parse('2031-03-10T21:30:00+08:00');
const offerEnding = (ms: number): Promotion => ({
  title: 'Test online offer',
  endsAt: new Date(NOW + ms).toISOString().replace('Z', '+00:00'),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const digits = () =>
  Array.from(document.querySelectorAll('[data-countdown-unit]'), (element) => element.textContent).join(':');

describe('the offer countdown', () => {
  it('counts down to the promotion’s own end date, days included, and says when it ends', () => {
    render(<OfferCountdown promotion={offerEnding(3 * DAY + 2 * 3_600_000 + 5_000)} />);
    expect(digits()).toBe('3:02:00:05');
    expect(screen.getByText(/Test online offer\. Ends .*, Manila time\./)).toBeTruthy();
  });

  it('does not restart at midnight: past Manila midnight it keeps counting down', () => {
    // 2 hours 40 minutes after NOW is 00:10 the next day in Manila.
    render(<OfferCountdown promotion={offerEnding(2 * DAY)} />);
    act(() => {
      vi.advanceTimersByTime(2 * 3_600_000 + 40 * 60_000);
    });
    expect(digits()).toBe('1:21:20:00');
  });

  it('disappears when the offer ends, and shows nothing without a promotion', () => {
    const { container, rerender } = render(<OfferCountdown promotion={offerEnding(2_000)} />);
    expect(screen.getByRole('timer')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(container.innerHTML).toBe('');
    rerender(<OfferCountdown promotion={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('fills a prerendered bar before hydration, or hides it once its offer has passed', () => {
    // Built element by element: the app's sources (tests included) never assign raw HTML.
    const root = document.createElement('div');
    const live = document.createElement('div');
    live.className = 'live';
    live.dataset.countdownEnds = offerEnding(DAY + 61_000).endsAt;
    for (const [unit, text] of [
      ['days', '-'],
      ['hours', '--'],
      ['minutes', '--'],
      ['seconds', '--'],
    ] as const) {
      const span = document.createElement('span');
      span.dataset.countdownUnit = unit;
      span.textContent = text;
      live.append(span);
    }
    const over = document.createElement('div');
    over.className = 'over';
    over.dataset.countdownEnds = offerEnding(-1).endsAt;
    root.append(live, over);
    showCountdownsNow(root, new Date(NOW));
    expect(live.textContent?.replace(/\s+/g, '')).toBe('1000101');
    expect(live.hidden).toBe(false);
    expect(over.hidden).toBe(true);
  });
});
