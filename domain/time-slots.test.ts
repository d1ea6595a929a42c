import { describe, expect, it } from 'vitest';
import { formatTimeLabel, isTimeSlotValue, TIME_SLOTS } from './time-slots';

describe('time slots', () => {
  it('offers 25 half-hour slots from 10:00 AM to 10:00 PM', () => {
    expect(TIME_SLOTS).toHaveLength(25);
    expect(TIME_SLOTS[0]).toMatchObject({ value: '10:00', label: '10:00 AM' });
    expect(TIME_SLOTS[4]).toMatchObject({ value: '12:00', label: '12:00 PM' });
    expect(TIME_SLOTS[7]).toMatchObject({ value: '13:30', label: '1:30 PM' });
    expect(TIME_SLOTS[24]).toMatchObject({ value: '22:00', label: '10:00 PM' });
    expect(new Set(TIME_SLOTS.map((slot) => slot.id)).size).toBe(25);
  });

  it('accepts only the listed slot values', () => {
    expect(isTimeSlotValue('10:30')).toBe(true);
    expect(isTimeSlotValue('09:30')).toBe(false);
    expect(isTimeSlotValue('22:30')).toBe(false);
    expect(isTimeSlotValue('10:15')).toBe(false);
    expect(isTimeSlotValue(1030)).toBe(false);
  });

  it('labels midnight and noon on the twelve-hour clock', () => {
    expect(formatTimeLabel('00:00')).toBe('12:00 AM');
    expect(formatTimeLabel('12:30')).toBe('12:30 PM');
  });
});
