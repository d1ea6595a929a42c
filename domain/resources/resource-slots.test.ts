import { describe, expect, it } from 'vitest';
import { DEFAULT_NEEDS } from '../catalogue/catalogue-shapes';
import { minuteOfDay } from '../opening-hours';
import type { DayVisit } from './day-plan';
import type { Resource } from './resource-shapes';
import { resourceSlots } from './resource-slots';
import { visitLinesOf } from './visit-lines';
import type { VisitLine } from './visit-plan';

const HOURS = { opens: '10:00', closes: '12:00' };
const DATE = '2026-11-30';

function room(n: number): Resource {
  return {
    id: `room-${n}`,
    branch: 'las-pinas',
    kind: 'room',
    name: `Room ${n}`,
    skills: [],
    type: '',
    active: true,
    schedule: null,
  };
}

const hifu: Resource = { ...room(9), id: 'hifu', kind: 'machine', name: 'HIFU machine', type: 'hifu' };

const SERVICES = new Map([
  ['facial', { name: 'Facial', durationMinutes: 60, needs: [...DEFAULT_NEEDS] }],
  [
    'ulthera',
    {
      name: 'Ulthera',
      durationMinutes: 30,
      needs: [{ kind: 'room' as const }, { kind: 'machine' as const, type: 'hifu' }],
    },
  ],
  ['long', { name: 'Long', durationMinutes: 180, needs: [...DEFAULT_NEEDS] }],
]);
const find = (id: string) => SERVICES.get(id);

/** A visit already booked: one line of `serviceId` from `start` to `end` holding those resources. */
function booked(id: string, serviceId: string, start: string, end: string, resources: Resource[]): DayVisit {
  const [line] = visitLinesOf([serviceId], find);
  return {
    id,
    start: minuteOfDay(start),
    lines: [line as VisitLine],
    assignments: resources.map((resource) => ({
      serviceId,
      resourceId: resource.id,
      kind: resource.kind,
      name: resource.name,
      start,
      end,
    })),
  };
}

describe('resourceSlots', () => {
  it('counts how many more such visits fit at each start, and gives the plan of the first', () => {
    const slots = resourceSlots(
      {
        date: DATE,
        branchHours: HOURS,
        resources: [room(1), room(2), room(3)],
        visits: [booked('a', 'facial', '10:30', '11:30', [room(1)])],
      },
      visitLinesOf(['facial'], find),
      ['10:00', '10:30', '11:00'],
    );
    expect(slots.map((slot) => [slot.time, slot.label, slot.remaining, slot.available])).toEqual([
      ['10:00', '10:00 AM', 2, true],
      ['10:30', '10:30 AM', 2, true],
      ['11:00', '11:00 AM', 2, true],
    ]);
    expect(slots[0]?.assignments).toEqual([
      {
        serviceId: 'facial',
        resourceId: 'room-2',
        kind: 'room',
        name: 'Room 2',
        start: '10:00',
        end: '11:00',
      },
    ]);
  });

  it('says why a start is not available and offers no plan for it', () => {
    const slots = resourceSlots(
      {
        date: DATE,
        branchHours: HOURS,
        resources: [room(1), room(2), hifu],
        visits: [booked('a', 'ulthera', '10:00', '10:30', [room(1), hifu])],
      },
      visitLinesOf(['ulthera'], find),
      ['10:00', '10:30'],
    );
    expect(slots[0]).toEqual({
      time: '10:00',
      label: '10:00 AM',
      remaining: 0,
      available: false,
      reason: 'HIFU machine in use 10:00-10:30 AM',
    });
    expect(slots[1]).toMatchObject({ available: true, remaining: 1 });
  });

  it('offers nothing on a day the branch is closed', () => {
    const slots = resourceSlots(
      { date: DATE, branchHours: null, resources: [room(1)], visits: [] },
      visitLinesOf(['facial'], find),
      ['10:00'],
    );
    expect(slots[0]).toMatchObject({ available: false, reason: 'Room 1 is off that day' });
  });
});

describe('visitLinesOf', () => {
  it('takes each treatment once, in cart order, and cuts the visit at four hours like visitMinutes', () => {
    expect(
      visitLinesOf(['facial', 'ulthera', 'facial'], find).map((line) => [line.serviceId, line.minutes]),
    ).toEqual([
      ['facial', 60],
      ['ulthera', 30],
    ]);
    expect(
      visitLinesOf(['long', 'facial', 'ulthera'], find).map((line) => [line.serviceId, line.minutes]),
    ).toEqual([
      ['long', 180],
      ['facial', 60],
    ]);
    expect(visitLinesOf(['long', 'long', 'ulthera', 'facial'], find).map((line) => line.minutes)).toEqual([
      180, 30, 30,
    ]);
  });

  it('gives an unknown treatment a half hour and a room, and an empty cart one half-hour line', () => {
    expect(visitLinesOf(['nope'], find)).toEqual([
      { serviceId: 'nope', serviceName: 'nope', minutes: 30, needs: DEFAULT_NEEDS },
    ]);
    expect(visitLinesOf([], find)).toHaveLength(1);
  });
});
