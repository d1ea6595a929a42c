import { describe, expect, it } from 'vitest';
import { dayShareMinutes, overDayShare } from './day-share';

describe("a client's share of a day", () => {
  it('is a twelfth of the place-minutes: 220 at Makati, 150 at Timog, 120 at home, 60 online', () => {
    expect(dayShareMinutes('makati', 4)).toBe(220);
    expect(dayShareMinutes('quezon-city', 3)).toBe(150);
    expect(dayShareMinutes('home', 2)).toBe(120);
    expect(dayShareMinutes('online', 1)).toBe(60);
    expect(dayShareMinutes('makati', 0)).toBe(0);
  });

  it('always lets a first visit through, however long, and refuses what passes the share after it', () => {
    expect(overDayShare(0, 240, 220)).toBe(false);
    expect(overDayShare(240, 30, 220)).toBe(true);
    expect(overDayShare(60, 150, 220)).toBe(false);
    expect(overDayShare(30, 30, 60)).toBe(false);
    expect(overDayShare(60, 30, 60)).toBe(true);
  });
});
