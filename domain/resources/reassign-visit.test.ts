import { describe, expect, it } from 'vitest';
import { minuteOfDay } from '../opening-hours';
import type { DayPlanInput } from './day-plan';
import { reassignVisit } from './reassign-visit';
import type { Assignment, Resource } from './resource-shapes';
import type { VisitLine } from './visit-plan';

const HOURS = { opens: '10:00', closes: '21:00' };
const DATE = '2026-11-30';

const resource = (id: string, kind: Resource['kind'], extra: Partial<Resource> = {}): Resource => ({
  id,
  branch: 'makati',
  kind,
  name: id,
  skills: [],
  type: '',
  active: true,
  schedule: null,
  ...extra,
});

const RESOURCES = [
  resource('Room 1', 'room'),
  resource('Room 2', 'room'),
  resource('Room 3', 'room'),
  resource('HIFU 1', 'machine', { type: 'hifu' }),
  resource('Dr Reyes', 'practitioner', {
    skills: ['doctor'],
    schedule: { weekly: { mon: [['10:00', '14:00']] }, exceptions: [] },
  }),
];

const ULTHERA: VisitLine = {
  serviceId: 'ulthera',
  serviceName: 'Ulthera',
  minutes: 90,
  needs: [{ kind: 'room' }, { kind: 'machine', type: 'hifu' }],
};

const taking = (id: string, time: string, end: string, ...resources: string[]) => ({
  id,
  start: minuteOfDay(time),
  lines: [{ ...ULTHERA, minutes: minuteOfDay(end) - minuteOfDay(time) }],
  assignments: resources.map(
    (resourceId): Assignment => ({
      serviceId: 'ulthera',
      resourceId,
      kind: 'room',
      name: resourceId,
      start: time,
      end,
    }),
  ),
});

const day = (visits: DayPlanInput['visits'] = []): DayPlanInput => ({
  date: DATE,
  branchHours: HOURS,
  resources: RESOURCES,
  visits,
});

const ours = {
  start: minuteOfDay('14:00'),
  lines: [ULTHERA],
  assignments: taking('ours', '14:00', '15:30', 'Room 1', 'HIFU 1').assignments,
};

describe('reassignVisit', () => {
  it('moves a visit to another free room at the same times, in whatever order the desk lists them', () => {
    const plan = reassignVisit(day(), ours, [
      { serviceId: 'ulthera', resourceId: 'HIFU 1' },
      { serviceId: 'ulthera', resourceId: 'Room 2' },
    ]);
    expect(plan).toEqual({
      ok: true,
      assignments: [
        {
          serviceId: 'ulthera',
          resourceId: 'Room 2',
          kind: 'room',
          name: 'Room 2',
          start: '14:00',
          end: '15:30',
        },
        {
          serviceId: 'ulthera',
          resourceId: 'HIFU 1',
          kind: 'machine',
          name: 'HIFU 1',
          start: '14:00',
          end: '15:30',
        },
      ],
    });
  });

  it('refuses a room taken then, saying by whom, and offers the free rooms instead', () => {
    const plan = reassignVisit(day([taking('other', '15:00', '16:00', 'Room 2')]), ours, [
      { serviceId: 'ulthera', resourceId: 'Room 2' },
      { serviceId: 'ulthera', resourceId: 'HIFU 1' },
    ]);
    expect(plan).toEqual({
      ok: false,
      reason: 'Room 2 in use 3:00-4:00 PM',
      alternatives: [
        { serviceId: 'ulthera', instead: 'Room 2', resourceId: 'Room 3', kind: 'room', name: 'Room 3' },
      ],
    });
  });

  it('refuses what the treatment does not take, and a resource the branch does not have', () => {
    expect(
      reassignVisit(day(), ours, [
        { serviceId: 'ulthera', resourceId: 'Room 2' },
        { serviceId: 'ulthera', resourceId: 'Room 3' },
      ]),
    ).toEqual({ ok: false, invalid: 'Ulthera takes a room and a hifu machine' });
    expect(reassignVisit(day(), ours, [{ serviceId: 'ulthera', resourceId: 'Room 2' }])).toMatchObject({
      invalid: 'Ulthera takes a room and a hifu machine: send one distinct resource for each',
    });
    expect(
      reassignVisit(day(), ours, [
        { serviceId: 'ulthera', resourceId: 'Room 9' },
        { serviceId: 'ulthera', resourceId: 'HIFU 1' },
      ]),
    ).toEqual({ ok: false, invalid: 'No such resource at this branch' });
  });

  it('refuses a practitioner whose shift ends before the visit does', () => {
    const threads: VisitLine = {
      serviceId: 'threads',
      serviceName: 'Thread lift',
      minutes: 60,
      needs: [{ kind: 'practitioner', skill: 'doctor' }],
    };
    const plan = reassignVisit(day(), { start: minuteOfDay('13:30'), lines: [threads], assignments: [] }, [
      { serviceId: 'threads', resourceId: 'Dr Reyes' },
    ]);
    expect(plan).toEqual({ ok: false, reason: 'Dr Reyes works 10:00 AM-2:00 PM', alternatives: [] });
  });
});
