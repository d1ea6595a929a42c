import { describe, expect, it } from 'vitest';
import { stripOf } from './availability-days';

const slot = (time: string, available: boolean) => ({
  time,
  label: time,
  remaining: available ? 1 : 0,
  available,
});

describe('stripOf', () => {
  it('counts the free starts of each day and finds the first free one after full and closed days', () => {
    const result = stripOf([
      { date: '2026-12-01', closed: false, slots: [slot('10:00', false), slot('10:30', false)] },
      { date: '2026-12-02', closed: true, slots: [] },
      {
        date: '2026-12-03',
        closed: false,
        slots: [slot('10:00', false), slot('14:00', true), slot('15:00', true)],
      },
    ]);
    expect(result.days).toEqual([
      { date: '2026-12-01', free: 0, closed: false },
      { date: '2026-12-02', free: 0, closed: true },
      { date: '2026-12-03', free: 2, closed: false },
    ]);
    expect(result.next).toEqual({ date: '2026-12-03', time: '14:00', label: '14:00' });
  });

  it('answers no next start when every day is full', () => {
    expect(stripOf([{ date: '2026-12-01', closed: false, slots: [slot('10:00', false)] }]).next).toBeNull();
  });
});
