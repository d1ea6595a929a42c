import { describe, expect, it } from 'vitest';
import { dailyHours, hoursOnDate, weekdayOf, weeklyHoursText } from './branch-hours';

describe('branch hours per weekday', () => {
  it('names the weekday of a Manila calendar date', () => {
    expect(weekdayOf('2026-11-27')).toBe('fri');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(weekdayOf('2026-11-30')).toBe('mon');
  });

  it('reads the same hours every day as "Daily", and runs of days otherwise', () => {
    const daily = dailyHours({ opens: '10:00', closes: '20:00' });
    expect(weeklyHoursText(daily)).toBe('Daily, 10:00 AM to 8:00 PM');
    const week = { ...daily, sat: { opens: '10:00', closes: '18:00' }, sun: null };
    expect(weeklyHoursText(week)).toBe('Mon-Fri, 10:00 AM to 8:00 PM; Sat, 10:00 AM to 6:00 PM; Sun, closed');
    expect(hoursOnDate(week, '2026-11-29')).toBeNull();
    expect(hoursOnDate(week, '2026-11-28')).toEqual({ opens: '10:00', closes: '18:00' });
  });
});
