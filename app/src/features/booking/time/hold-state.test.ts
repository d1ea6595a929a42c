import { addDays, manilaDate } from '@domain/manila-date';
import { timeOfMinute } from '@domain/opening-hours';
import { describe, expect, it } from 'vitest';
import { holdingText } from './hold-place';
import {
  BOOKING_SECONDS,
  canExtend,
  deadlineFrom,
  formatClock,
  type HoldState,
  isCritical,
  parseHoldState,
  sameTarget,
  secondsLeft,
} from './hold-state';
import { offlineStarts, visitLengthFor } from './offline-starts';
import { chosenTimeProblem, timeChoices } from './time-choices';

const NOW = 1_700_000_000_000;
const at = (seconds: number) => NOW + seconds * 1000;
const hold: HoldState = {
  id: 'h1',
  branch: 'makati',
  date: '2026-12-01',
  time: '14:00',
  services: 'stem-cell-facial',
  deadline: at(BOOKING_SECONDS),
  extended: false,
};

describe('the hold behind the booking countdown', () => {
  it('counts down to the hold deadline, critical in the last minute', () => {
    expect(secondsLeft(hold, at(0))).toBe(300);
    expect(secondsLeft(hold, at(0.2))).toBe(300);
    expect(secondsLeft(hold, at(299.5))).toBe(1);
    expect(secondsLeft(hold, at(400))).toBe(0);
    expect(isCritical(secondsLeft(hold, at(239)))).toBe(false);
    expect(isCritical(secondsLeft(hold, at(240)))).toBe(true);
  });

  it('offers its one extra minute only in the last minute', () => {
    expect(canExtend(hold, at(200))).toBe(false);
    expect(canExtend(hold, at(250))).toBe(true);
    expect(canExtend({ ...hold, extended: true }, at(250))).toBe(false);
    expect(canExtend(hold, at(300))).toBe(false);
  });

  it("trusts the clinic's expiry unless this phone's clock is clearly off", () => {
    expect(deadlineFrom(new Date(at(290)).toISOString(), NOW)).toBe(at(290));
    expect(deadlineFrom(new Date(at(3600)).toISOString(), NOW)).toBe(at(300));
    expect(deadlineFrom(new Date(at(-60)).toISOString(), NOW)).toBe(at(300));
    expect(deadlineFrom('soon', NOW)).toBe(at(300));
  });

  it('belongs to one place, date, time and cart', () => {
    const target = { branch: 'makati', date: '2026-12-01', time: '14:00', services: ['stem-cell-facial'] };
    expect(sameTarget(hold, target)).toBe(true);
    expect(sameTarget(hold, { ...target, time: '14:30' })).toBe(false);
    expect(sameTarget(hold, { ...target, services: ['stem-cell-facial', 'hiko-nose'] })).toBe(false);
  });

  it('reads like a clock and says where it holds', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(holdingText('makati', '14:00')).toBe("We're holding 2:00 PM at Makati for you");
    expect(holdingText('quezon-city', '19:00')).toBe("We're holding 7:00 PM at Timog for you");
    expect(holdingText('online', '20:00')).toBe("We're holding 8:00 PM for your video call");
  });

  it('treats anything malformed in storage as no hold', () => {
    expect(parseHoldState(undefined)).toBeNull();
    expect(parseHoldState({ ...hold, deadline: 'soon' })).toBeNull();
    expect(parseHoldState({ ...hold, id: 4 })).toBeNull();
    expect(parseHoldState(hold)).toEqual(hold);
  });
});

describe('the time list', () => {
  const ready = {
    status: 'ready' as const,
    slots: [
      { time: '14:00', label: '2:00 PM', remaining: 0, available: false },
      { time: '14:30', label: '2:30 PM', remaining: 1, available: true },
      { time: '15:00', label: '3:00 PM', remaining: 3, available: true },
    ],
  };

  it('shows full starts as "Full" and not choosable, and the last place as "1 left"', () => {
    expect(timeChoices(ready, undefined)).toEqual([
      { value: '14:00', label: '2:00 PM · Full', disabled: true },
      { value: '14:30', label: '2:30 PM · 1 left', disabled: false },
      { value: '15:00', label: '3:00 PM', disabled: false },
    ]);
  });

  it('keeps the start this visitor holds choosable: their hold fills that place', () => {
    expect(timeChoices(ready, '14:00')?.[0]).toEqual({ value: '14:00', label: '2:00 PM', disabled: false });
  });

  it('says why a chosen start cannot be booked as the list stands', () => {
    const choices = timeChoices(ready, undefined);
    expect(chosenTimeProblem(choices, '14:00')).toBe('This time is now full. Choose another time');
    expect(chosenTimeProblem(choices, '21:00')).toMatch(/not offered/);
    expect(chosenTimeProblem(choices, '15:00')).toBeUndefined();
    expect(chosenTimeProblem(undefined, '15:00')).toBeUndefined();
  });

  it('waits for a date, and offline lists the starts the shared rules allow', () => {
    expect(timeChoices({ status: 'idle' }, undefined)).toBeUndefined();
    expect(timeChoices({ status: 'unreachable' }, undefined, ['19:00'])).toEqual([
      { value: '19:00', label: '7:00 PM', disabled: false },
    ]);
  });

  it('offline, offers Timog no start at or after 8 PM and none that would end after closing', () => {
    const date = addDays(manilaDate(), 3);
    const timog = offlineStarts('quezon-city', date, ['stem-cell-facial']);
    const minutes = visitLengthFor('quezon-city', ['stem-cell-facial']);
    expect(timog[0]).toBe('10:00');
    expect(timog.at(-1)).toBe(timeOfMinute(20 * 60 - minutes));
    expect(offlineStarts('online', date, []).at(-1)).toBe('21:30');
    // Today's passed starts are not offered.
    const late = new Date(`${manilaDate()}T20:45:00+08:00`);
    expect(offlineStarts('online', manilaDate(late), [], late)).toEqual(['21:00', '21:30']);
  });
});
