import { describe, expect, it } from 'vitest';
import { minuteOfDay, OPENING_HOURS, PLACE_IDS, startsWithinHours, timeOfMinute } from './opening-hours';

describe('opening hours', () => {
  it('hold the contract: Timog and Las Piñas 10-8, Makati 10-9, home and online 10-10', () => {
    expect(OPENING_HOURS['quezon-city']).toEqual({ opens: '10:00', closes: '20:00' });
    expect(OPENING_HOURS['las-pinas']).toEqual({ opens: '10:00', closes: '20:00' });
    expect(OPENING_HOURS.makati).toEqual({ opens: '10:00', closes: '21:00' });
    expect(OPENING_HOURS.home).toEqual({ opens: '10:00', closes: '22:00' });
    expect(OPENING_HOURS.online).toEqual({ opens: '10:00', closes: '22:00' });
    expect(PLACE_IDS).toEqual(Object.keys(OPENING_HOURS));
  });

  it('offer only starts that end by closing', () => {
    const timog = startsWithinHours('quezon-city', 60);
    expect(timog[0]).toBe('10:00');
    expect(timog.at(-1)).toBe('19:00');
    expect(timog).not.toContain('19:30');
    expect(startsWithinHours('makati', 90).at(-1)).toBe('19:30');
    expect(startsWithinHours('online', 30)).toHaveLength(24);
    expect(startsWithinHours('quezon-city', 11 * 60)).toEqual([]);
  });

  it('convert between HH:MM and minutes of the day', () => {
    expect(minuteOfDay('14:30')).toBe(870);
    expect(minuteOfDay('00:00')).toBe(0);
    expect(minuteOfDay('24:00')).toBe(1440);
    expect(minuteOfDay('09:05')).toBe(545);
    // Not the stored HH:MM shape: read by the general rule.
    expect(minuteOfDay('9:30')).toBe(570);
    expect(minuteOfDay('14:30:00')).toBe(870);
    expect(timeOfMinute(870)).toBe('14:30');
    expect(timeOfMinute(600)).toBe('10:00');
  });
});
