import { describe, expect, it } from 'vitest';
import {
  BOOKING_SECONDS,
  canExtend,
  extend,
  formatClock,
  isCritical,
  isExpired,
  parseTimerState,
  secondsLeft,
} from './booking-timer';

const START = 1_700_000_000_000;
const at = (seconds: number) => START + seconds * 1000;
const fresh = { startedAt: START, extended: false };

describe('the booking countdown', () => {
  it('starts at five minutes and counts down by the clock', () => {
    expect(secondsLeft(fresh, at(0))).toBe(BOOKING_SECONDS);
    expect(secondsLeft(fresh, at(0.2))).toBe(300);
    expect(secondsLeft(fresh, at(1))).toBe(299);
    expect(secondsLeft(fresh, at(299.5))).toBe(1);
    expect(secondsLeft(fresh, at(300))).toBe(0);
    expect(secondsLeft(fresh, at(3600))).toBe(0);
  });

  it('expires at zero, not before', () => {
    expect(isExpired(fresh, at(299.9))).toBe(false);
    expect(isExpired(fresh, at(300))).toBe(true);
  });

  it('turns critical at sixty seconds or less', () => {
    expect(isCritical(secondsLeft(fresh, at(239)))).toBe(false);
    expect(isCritical(secondsLeft(fresh, at(240)))).toBe(true);
    expect(isCritical(0)).toBe(true);
  });

  it('offers one extra minute only in the last minute, and only once', () => {
    expect(canExtend(fresh, at(200))).toBe(false);
    expect(canExtend(fresh, at(240))).toBe(true);
    expect(canExtend(fresh, at(300))).toBe(false);
    const extended = extend(fresh, at(250));
    expect(extended).toEqual({ startedAt: START, extended: true });
    expect(secondsLeft(extended, at(250))).toBe(110);
    expect(canExtend(extended, at(310))).toBe(false);
    expect(extend(extended, at(310))).toBe(extended);
    expect(isExpired(extended, at(360))).toBe(true);
  });

  it('refuses an extension asked for too early', () => {
    expect(extend(fresh, at(10))).toBe(fresh);
  });

  it('reads like a clock', () => {
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
  });

  it('treats anything malformed in storage as no timer', () => {
    expect(parseTimerState(undefined)).toBeNull();
    expect(parseTimerState({ startedAt: 'soon' })).toBeNull();
    expect(parseTimerState({ startedAt: Number.NaN })).toBeNull();
    expect(parseTimerState({ startedAt: START })).toEqual(fresh);
    expect(parseTimerState({ startedAt: START, extended: true })).toEqual({
      startedAt: START,
      extended: true,
    });
  });
});
