import { describe, expect, it } from 'vitest';
import { addDays } from './manila-date';
import { START_PROBLEMS, startTimeFits, startTimeProblem } from './start-time';

// 2026-11-25 13:10 in Manila.
const now = new Date('2026-11-25T05:10:00Z');
const today = '2026-11-25';
const tomorrow = addDays(today, 1);

describe('start time', () => {
  it('fits inside the hours when the visit ends by closing', () => {
    expect(startTimeFits({ place: 'quezon-city', date: tomorrow, time: '19:00', minutes: 60, now })).toBe(
      true,
    );
    expect(startTimeFits({ place: 'makati', date: tomorrow, time: '10:00', minutes: 60, now })).toBe(true);
    expect(startTimeFits({ place: 'home', date: tomorrow, time: '21:30', minutes: 30, now })).toBe(true);
  });

  it('refuses a visit that would end after closing, naming the closing time', () => {
    expect(startTimeProblem({ place: 'quezon-city', date: tomorrow, time: '19:30', minutes: 60, now })).toBe(
      START_PROBLEMS.endsAfterClosing(60, '20:00'),
    );
    expect(
      startTimeProblem({ place: 'quezon-city', date: tomorrow, time: '21:30', minutes: 60, now }),
    ).toMatch(/8:00 PM/);
    expect(startTimeProblem({ place: 'makati', date: tomorrow, time: '20:30', minutes: 60, now })).toMatch(
      /9:00 PM/,
    );
  });

  it('refuses a start before opening or off the half hour', () => {
    expect(startTimeProblem({ place: 'makati', date: tomorrow, time: '09:30', minutes: 30, now })).toBe(
      START_PROBLEMS.beforeOpening('10:00'),
    );
    expect(startTimeProblem({ place: 'makati', date: tomorrow, time: '10:15', minutes: 30, now })).toBe(
      START_PROBLEMS.notOnTheHalfHour,
    );
  });

  it('refuses a start already passed today in Manila, but not a later one', () => {
    expect(startTimeProblem({ place: 'makati', date: today, time: '13:00', minutes: 30, now })).toBe(
      START_PROBLEMS.passed,
    );
    expect(
      startTimeProblem({ place: 'makati', date: today, time: '13:30', minutes: 30, now }),
    ).toBeUndefined();
  });

  it('refuses a closed date', () => {
    const request = { place: 'las-pinas' as const, date: tomorrow, time: '11:00', minutes: 60, now };
    expect(startTimeProblem({ ...request, closedDates: [tomorrow] })).toBe(START_PROBLEMS.closedDate);
    expect(startTimeProblem({ ...request, closedDates: [today] })).toBeUndefined();
  });
});
