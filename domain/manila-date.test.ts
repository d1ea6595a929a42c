import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatManilaDate,
  isIsoDate,
  isNotBeforeManilaToday,
  manilaDate,
  manilaDateTimeToInstant,
} from './manila-date';

describe('Manila dates', () => {
  it('rolls over to the next day at 16:00 UTC', () => {
    expect(manilaDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(manilaDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });

  it('judges "not before today" by the Manila calendar', () => {
    const lateEveningUtc = new Date('2026-11-21T17:00:00Z'); // already 22 Nov in Manila
    expect(isNotBeforeManilaToday('2026-11-21', lateEveningUtc)).toBe(false);
    expect(isNotBeforeManilaToday('2026-11-22', lateEveningUtc)).toBe(true);
    expect(isNotBeforeManilaToday('2027-01-05', lateEveningUtc)).toBe(true);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
    expect(isNotBeforeManilaToday('not a date')).toBe(false);
  });

  it('turns a Manila date and time into the right instant', () => {
    expect(manilaDateTimeToInstant('2026-11-21', '10:00').toISOString()).toBe('2026-11-21T02:00:00.000Z');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('writes dates in full', () => {
    expect(formatManilaDate('2026-11-21')).toBe('Saturday, November 21, 2026');
  });
});
