import { describe, expect, it } from 'vitest';
import { dailyHours } from '../branch-hours';
import { fullness, openMinutesInRange } from './occupancy';

describe('how full a place was', () => {
  const hours = { ...dailyHours({ opens: '10:00', closes: '19:00' }), sun: null };

  it('counts the open minutes of each day, leaving out closed weekdays and closed dates', () => {
    // 2026-11-23 is a Monday: Mon..Sun is six open days of 540 minutes; the 25th is closed.
    expect(openMinutesInRange(hours, new Set(), '2026-11-23', '2026-11-29')).toBe(6 * 540);
    expect(openMinutesInRange(hours, new Set(['2026-11-25']), '2026-11-23', '2026-11-29')).toBe(5 * 540);
  });

  it('is a percentage of the capacity, 0 when the place was never open', () => {
    expect(fullness(270, 540)).toBe(50);
    expect(fullness(60, 0)).toBe(0);
  });
});
