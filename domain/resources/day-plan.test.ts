import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occupancy, remainingAt } from '../availability';
import { minuteOfDay, timeOfMinute } from '../opening-hours';
import { type DayPlanInput, dayWith, planInDay } from './day-plan';
import type { Resource } from './resource-shapes';
import type { VisitLine } from './visit-plan';

const HOURS = { opens: '10:00', closes: '21:00' };
const DATE = '2026-11-30';

function rooms(count: number): Resource[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `room-${index + 1}`,
    branch: 'makati' as const,
    kind: 'room' as const,
    name: `Room ${index + 1}`,
    skills: [],
    type: '',
    active: true,
    schedule: null,
  }));
}

const roomLine = (serviceId: string, minutes: number): VisitLine => ({
  serviceId,
  serviceName: serviceId,
  minutes,
  needs: [{ kind: 'room' }],
});

function book(day: DayPlanInput, id: string, time: string, lines: VisitLine[]): DayPlanInput {
  const plan = planInDay(day, lines, minuteOfDay(time));
  if (!plan.ok) throw new Error(`${id} at ${time}: ${plan.reason}`);
  return dayWith(day, plan, { id, start: minuteOfDay(time), lines });
}

const roomOf = (day: DayPlanInput, id: string) =>
  day.visits.find((visit) => visit.id === id)?.assignments.map((assignment) => assignment.name);

describe('planInDay', () => {
  it('moves a later visit to the other room rather than turn away one the two rooms can hold', () => {
    let day: DayPlanInput = { date: DATE, branchHours: HOURS, resources: rooms(2), visits: [] };
    day = book(day, 'a', '10:00', [roomLine('facial', 60)]);
    day = book(day, 'c', '10:30', [roomLine('facial', 90)]);
    day = book(day, 'b', '12:00', [roomLine('facial', 60)]);
    expect([roomOf(day, 'a'), roomOf(day, 'c'), roomOf(day, 'b')]).toEqual([
      ['Room 1'],
      ['Room 2'],
      ['Room 1'],
    ]);

    const plan = planInDay(day, [roomLine('long', 120)], minuteOfDay('11:00'));
    expect(plan).toEqual({
      ok: true,
      assignments: [
        {
          serviceId: 'long',
          resourceId: 'room-1',
          kind: 'room',
          name: 'Room 1',
          start: '11:00',
          end: '13:00',
        },
      ],
      moved: [
        {
          visitId: 'b',
          assignments: [
            {
              serviceId: 'facial',
              resourceId: 'room-2',
              kind: 'room',
              name: 'Room 2',
              start: '12:00',
              end: '13:00',
            },
          ],
        },
      ],
    });
  });

  it('never moves a pinned visit, and then says what holds the rooms', () => {
    let day: DayPlanInput = { date: DATE, branchHours: HOURS, resources: rooms(2), visits: [] };
    day = book(day, 'a', '10:00', [roomLine('facial', 60)]);
    day = book(day, 'c', '10:30', [roomLine('facial', 90)]);
    day = book(day, 'b', '12:00', [roomLine('facial', 60)]);
    const pinned = { ...day, visits: day.visits.map((visit) => ({ ...visit, pinned: true })) };
    expect(planInDay(pinned, [roomLine('long', 120)], minuteOfDay('11:00'))).toEqual({
      ok: false,
      reason: 'No room free: Room 1 in use 12:00-1:00 PM; Room 2 in use 10:30 AM-12:00 PM',
    });
  });

  it('with N generic rooms, offers exactly the starts the old count of N parallel visits offered, through any bookings and cancellations', () => {
    const visitArbitrary = fc.record({
      step: fc.integer({ min: 0, max: 21 }),
      lines: fc.array(fc.constantFrom(30, 60, 90, 120, 180), { minLength: 1, maxLength: 2 }),
    });
    const operation = fc.oneof(
      { weight: 4, arbitrary: visitArbitrary.map((visit) => ({ book: visit })) },
      { weight: 1, arbitrary: fc.nat().map((which) => ({ cancel: which })) },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(operation, { maxLength: 40 }),
        (capacity, operations) => {
          let day: DayPlanInput = { date: DATE, branchHours: HOURS, resources: rooms(capacity), visits: [] };
          let visitNumber = 0;
          for (const op of operations) {
            if ('cancel' in op) {
              if (day.visits.length === 0) continue;
              const gone = day.visits[op.cancel % day.visits.length]?.id;
              day = { ...day, visits: day.visits.filter((visit) => visit.id !== gone) };
              continue;
            }
            const start = minuteOfDay(HOURS.opens) + op.book.step * 30;
            const minutes = op.book.lines.reduce((sum, line) => sum + line, 0);
            if (start + minutes > minuteOfDay(HOURS.closes)) continue;
            const lines = op.book.lines.map((length, index) => roomLine(`line-${index}`, length));
            const busy = occupancy(
              day.visits.map((visit) => ({
                time: timeOfMinute(visit.start),
                minutes: visit.lines.reduce((sum, line) => sum + line.minutes, 0),
              })),
            );
            const byCount = remainingAt(busy, capacity, timeOfMinute(start), minutes) >= 1;
            const plan = planInDay(day, lines, start);
            expect(plan.ok, `${timeOfMinute(start)} for ${minutes} min, ${capacity} rooms`).toBe(byCount);
            if (plan.ok) {
              visitNumber += 1;
              day = dayWith(day, plan, { id: `v${visitNumber}`, start, lines });
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
