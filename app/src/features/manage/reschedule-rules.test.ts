import { describe, expect, it } from 'vitest';
import { rescheduleErrors } from './reschedule-rules';

/** 09:00 in Manila on Friday 27 November 2026. */
const NOW = new Date('2026-11-27T01:00:00.000Z');
const CURRENT = { date: '2026-11-28', time: '14:30' };
const check = (date: string, time: string, message = '') =>
  rescheduleErrors({ date, time, message }, CURRENT, NOW);

describe('rescheduleErrors', () => {
  it('accepts another slot from today to a year ahead', () => {
    expect(check('2026-11-28', '13:30')).toEqual({});
    expect(check('2026-11-27', '10:00')).toEqual({});
    expect(check('2027-11-28', '22:00')).toEqual({});
  });

  it('asks for both fields', () => {
    expect(check('', '')).toEqual({ date: 'Choose a date', time: 'Choose a time' });
  });

  it('refuses past dates, dates over a year ahead and impossible dates', () => {
    expect(check('2026-11-26', '13:30').date).toBe('The date cannot be in the past');
    expect(check('2027-11-29', '13:30').date).toBe('Choose a date within the next 12 months');
    expect(check('2026-02-30', '13:30').date).toBe('Choose a real date (YYYY-MM-DD)');
  });

  it('refuses times off the half-hour grid and slots already gone today', () => {
    expect(check('2026-11-29', '13:15').time).toMatch(/30-minute steps/);
    expect(
      rescheduleErrors(
        { date: '2026-11-27', time: '10:00', message: '' },
        CURRENT,
        new Date('2026-11-27T02:00:00.000Z'),
      ).time,
    ).toMatch(/already passed/);
  });

  it('asks for a different date or time than the booking has', () => {
    expect(check('2026-11-28', '14:30').time).toBe('Please choose a different date or time.');
  });

  it('holds the message to 500 characters', () => {
    expect(check('2026-11-29', '13:30', 'x'.repeat(501)).message).toMatch(/500 characters/);
    expect(check('2026-11-29', '13:30', 'x'.repeat(500))).toEqual({});
  });
});
