import { describe, expect, it } from 'vitest';
import type { Slot } from './availability';
import { nearestAlternatives } from './nearest-alternatives';
import { formatTimeLabel } from './time-slots';

const slot = (time: string, available = true): Slot => ({
  time,
  label: formatTimeLabel(time),
  remaining: available ? 1 : 0,
  available,
});

describe('nearest alternatives', () => {
  it('offers the closest free starts that day first, earlier first on a tie', () => {
    const days = [
      {
        date: '2026-11-26',
        slots: [slot('12:00'), slot('13:00'), slot('14:00', false), slot('15:00'), slot('18:00')],
      },
    ];
    expect(nearestAlternatives({ date: '2026-11-26', time: '14:00' }, days).map((a) => a.time)).toEqual([
      '13:00',
      '15:00',
      '12:00',
      '18:00',
    ]);
  });

  it('then the following days in order, at most six, never the asked start', () => {
    const days = [
      { date: '2026-11-26', slots: [slot('14:00', false), slot('15:00')] },
      { date: '2026-11-27', slots: [] },
      {
        date: '2026-11-28',
        slots: [slot('10:00'), slot('10:30'), slot('11:00'), slot('11:30'), slot('12:00'), slot('12:30')],
      },
    ];
    const alternatives = nearestAlternatives({ date: '2026-11-26', time: '14:00' }, days);
    expect(alternatives).toHaveLength(6);
    expect(alternatives[0]).toEqual({ date: '2026-11-26', time: '15:00', label: '3:00 PM' });
    expect(alternatives.slice(1).map((a) => `${a.date} ${a.time}`)).toEqual([
      '2026-11-28 10:00',
      '2026-11-28 10:30',
      '2026-11-28 11:00',
      '2026-11-28 11:30',
      '2026-11-28 12:00',
    ]);
  });

  it('is empty when nothing is free', () => {
    expect(
      nearestAlternatives({ date: '2026-11-26', time: '14:00' }, [
        { date: '2026-11-26', slots: [slot('14:00', false)] },
      ]),
    ).toEqual([]);
  });
});
