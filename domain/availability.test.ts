import { describe, expect, it } from 'vitest';
import { daySlots, occupancy, remainingAt } from './availability';

const now = new Date('2026-11-25T05:10:00Z'); // 13:10 in Manila
const day = { place: 'makati' as const, date: '2026-11-26', minutes: 60, capacity: 2, closed: false, now };

describe('availability', () => {
  it('counts a visit in every half hour it covers', () => {
    const busy = occupancy([{ time: '14:00', minutes: 90 }]);
    expect(busy.slice(27, 32)).toEqual([0, 1, 1, 1, 0]);
  });

  it('leaves the capacity less the busiest half hour a new visit would cover', () => {
    const busy = occupancy([
      { time: '14:00', minutes: 60 },
      { time: '14:30', minutes: 30 },
    ]);
    expect(remainingAt(busy, 3, '13:30', 60)).toBe(2);
    expect(remainingAt(busy, 3, '14:00', 30)).toBe(2);
    expect(remainingAt(busy, 3, '14:00', 60)).toBe(1);
    expect(remainingAt(busy, 1, '14:00', 60)).toBe(0);
    expect(remainingAt(busy, 3, '15:00', 60)).toBe(3);
  });

  it('lists every start that ends by closing, full ones unavailable', () => {
    const slots = daySlots({
      ...day,
      visits: [
        { time: '14:00', minutes: 60 },
        { time: '14:00', minutes: 60 },
      ],
    });
    expect(slots[0]).toEqual({ time: '10:00', label: '10:00 AM', remaining: 2, available: true });
    expect(slots.at(-1)?.time).toBe('20:00');
    expect(slots.find((slot) => slot.time === '13:30')).toMatchObject({ remaining: 0, available: false });
    expect(slots.find((slot) => slot.time === '14:00')).toMatchObject({ remaining: 0, available: false });
    expect(slots.find((slot) => slot.time === '15:00')).toMatchObject({ remaining: 2, available: true });
  });

  it('leaves out starts already passed today, and every start of a closed day', () => {
    const today = daySlots({ ...day, date: '2026-11-25', visits: [] });
    expect(today[0]?.time).toBe('13:30');
    expect(daySlots({ ...day, closed: true, visits: [] })).toEqual([]);
  });
});
