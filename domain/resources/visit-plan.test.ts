import { describe, expect, it } from 'vitest';
import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import { resourceDay, type TakenSpan } from './resource-day';
import type { Resource, ResourceSchedule } from './resource-shapes';
import { planVisit, type VisitLine } from './visit-plan';

const HOURS = { opens: '10:00', closes: '21:00' };
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const at = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

let ids = 0;
function resource(kind: Resource['kind'], name: string, extra: Partial<Resource> = {}): Resource {
  ids += 1;
  return {
    id: `res-${ids}`,
    branch: 'makati',
    kind,
    name,
    skills: [],
    type: '',
    active: true,
    schedule: null,
    ...extra,
  };
}

const weekdays = (hours: [string, string]): ResourceSchedule => ({
  weekly: { mon: [hours], wed: [hours], thu: [hours], fri: [hours], sat: [hours], sun: [hours] },
  exceptions: [],
});

/** Makati as the issue describes it: four rooms, one HIFU machine, a doctor off on Tuesdays, aestheticians. */
const rooms = [1, 2, 3, 4].map((n) => resource('room', `Room ${n}`));
const hifu = resource('machine', 'HIFU machine', { type: 'hifu' });
const doctor = resource('practitioner', 'Dr. Cruz', {
  skills: ['doctor'],
  schedule: weekdays(['10:00', '19:00']),
});
const aestheticians = ['Joy', 'Mae', 'Liza'].map((name) =>
  resource('practitioner', name, { skills: ['aesthetician'], schedule: { weekly: null, exceptions: [] } }),
);
for (const person of aestheticians) {
  person.schedule = {
    weekly: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['10:00', '21:00']]]),
    ),
    exceptions: [],
  };
}
const MAKATI = [...rooms, hifu, doctor, ...aestheticians];

const ROOM: ServiceNeed = { kind: 'room' };
const ulthera: VisitLine = {
  serviceId: 'ulthera',
  serviceName: 'Ulthera',
  minutes: 60,
  needs: [{ kind: 'practitioner', skill: 'aesthetician' }, ROOM, { kind: 'machine', type: 'hifu' }],
};
const facial: VisitLine = {
  serviceId: 'stem-cell-facial',
  serviceName: 'Stem Cell Facial',
  minutes: 60,
  needs: [{ kind: 'practitioner', skill: 'aesthetician' }, ROOM],
};
const threadLift: VisitLine = {
  serviceId: 'hiko-nose',
  serviceName: 'Hiko Nose Thread Lift',
  minutes: 90,
  needs: [{ kind: 'practitioner', skill: 'doctor' }, ROOM],
};

function day(date: string, taken: TakenSpan[] = [], resources: Resource[] = MAKATI) {
  return resourceDay({ date, branchHours: HOURS, resources, taken });
}

describe('planVisit', () => {
  it('assigns an aesthetician, a room and the HIFU machine to an Ulthera at 14:00, for its whole hour', () => {
    const plan = planVisit(day(MONDAY), [ulthera], at('14:00'));
    expect(plan).toEqual({
      ok: true,
      assignments: [
        {
          serviceId: 'ulthera',
          resourceId: aestheticians[0]?.id,
          kind: 'practitioner',
          name: 'Joy',
          start: '14:00',
          end: '15:00',
        },
        {
          serviceId: 'ulthera',
          resourceId: rooms[0]?.id,
          kind: 'room',
          name: 'Room 1',
          start: '14:00',
          end: '15:00',
        },
        {
          serviceId: 'ulthera',
          resourceId: hifu.id,
          kind: 'machine',
          name: 'HIFU machine',
          start: '14:00',
          end: '15:00',
        },
      ],
    });
  });

  it('with the one machine taken 14:00-15:00, refuses a second Ulthera at 14:00 in words, yet seats a facial', () => {
    const taken: TakenSpan[] = [
      { resourceId: hifu.id, start: at('14:00'), end: at('15:00') },
      { resourceId: rooms[0]?.id ?? '', start: at('14:00'), end: at('15:00') },
      { resourceId: aestheticians[0]?.id ?? '', start: at('14:00'), end: at('15:00') },
    ];
    const busy = day(MONDAY, taken);
    expect(planVisit(busy, [ulthera], at('14:00'))).toEqual({
      ok: false,
      reason: 'HIFU machine in use 2:00-3:00 PM',
    });
    expect(planVisit(busy, [ulthera], at('14:30'))).toEqual({
      ok: false,
      reason: 'HIFU machine in use 2:00-3:00 PM',
    });
    expect(planVisit(busy, [ulthera], at('13:30'))).toMatchObject({ ok: false });
    expect(planVisit(busy, [ulthera], at('15:00'))).toMatchObject({ ok: true });
    const facialPlan = planVisit(busy, [facial], at('14:00'));
    expect(facialPlan).toMatchObject({ ok: true });
    if (facialPlan.ok) {
      expect(facialPlan.assignments.map((a) => a.name)).toEqual(['Mae', 'Room 2']);
    }
  });

  it("removes thread lifts on the doctor's day off, and says so", () => {
    expect(planVisit(day(MONDAY), [threadLift], at('11:00'))).toMatchObject({ ok: true });
    expect(planVisit(day(TUESDAY), [threadLift], at('11:00'))).toEqual({
      ok: false,
      reason: 'Dr. Cruz is off that day',
    });
  });

  it("refuses a line that would run past the practitioner's shift, naming the shift", () => {
    expect(planVisit(day(MONDAY), [threadLift], at('17:30'))).toMatchObject({ ok: true });
    expect(planVisit(day(MONDAY), [threadLift], at('18:00'))).toEqual({
      ok: false,
      reason: 'Dr. Cruz works 10:00 AM-7:00 PM',
    });
  });

  it('runs lines one after another, each with its own needs and span, keeping the same room and person', () => {
    const plan = planVisit(day(MONDAY), [facial, ulthera], at('10:00'));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.assignments.map((a) => [a.serviceId, a.name, a.start, a.end])).toEqual([
      ['stem-cell-facial', 'Joy', '10:00', '11:00'],
      ['stem-cell-facial', 'Room 1', '10:00', '11:00'],
      ['ulthera', 'Joy', '11:00', '12:00'],
      ['ulthera', 'Room 1', '11:00', '12:00'],
      ['ulthera', 'HIFU machine', '11:00', '12:00'],
    ]);
  });

  it('frees the machine for the first line: only the second line, at its own time, needs it', () => {
    const taken: TakenSpan[] = [{ resourceId: hifu.id, start: at('10:00'), end: at('11:00') }];
    expect(planVisit(day(MONDAY, taken), [facial, ulthera], at('10:00'))).toMatchObject({ ok: true });
    expect(planVisit(day(MONDAY, taken), [ulthera, facial], at('10:00'))).toEqual({
      ok: false,
      reason: 'Ulthera: HIFU machine in use 10:00-11:00 AM',
    });
  });

  it('needs distinct resources within a line: two rooms asked, one free, is refused with the count', () => {
    const twoRooms: VisitLine = { serviceId: 'duo', serviceName: 'Duo', minutes: 60, needs: [ROOM, ROOM] };
    const taken = [1, 2, 3].map((n) => ({
      resourceId: rooms[n]?.id ?? '',
      start: at('12:00'),
      end: at('13:00'),
    }));
    expect(planVisit(day(MONDAY, taken), [twoRooms], at('12:00'))).toEqual({
      ok: false,
      reason: 'Needs 2 rooms at once; 1 free 12:00-1:00 PM',
    });
    expect(planVisit(day(MONDAY, taken), [twoRooms], at('13:00'))).toMatchObject({ ok: true });
  });

  it('finds the matching a first-fit pick would miss: the one doctor-nurse goes where only she fits', () => {
    const both = resource('practitioner', 'Dr. Ana', {
      skills: ['nurse', 'doctor'],
      schedule: weekdays(['10:00', '21:00']),
    });
    const nurseOnly = resource('practitioner', 'Nurse Bo', {
      skills: ['nurse'],
      schedule: weekdays(['10:00', '21:00']),
    });
    const line: VisitLine = {
      serviceId: 'pair',
      serviceName: 'Pair',
      minutes: 30,
      needs: [
        { kind: 'practitioner', skill: 'nurse' },
        { kind: 'practitioner', skill: 'doctor' },
      ],
    };
    const plan = planVisit(day(MONDAY, [], [both, nurseOnly]), [line], at('10:00'));
    expect(plan).toMatchObject({ ok: true });
    if (plan.ok) expect(plan.assignments.map((a) => a.name)).toEqual(['Nurse Bo', 'Dr. Ana']);
    const onlyAna = planVisit(day(MONDAY, [], [both]), [line], at('10:00'));
    expect(onlyAna).toMatchObject({ ok: false });
  });

  it('names what the branch lacks, never offers a retired resource, and matches skills whatever their case', () => {
    const laser: VisitLine = {
      serviceId: 'laser',
      serviceName: 'Laser',
      minutes: 30,
      needs: [{ kind: 'machine', type: 'laser' }],
    };
    expect(planVisit(day(MONDAY), [laser], at('10:00'))).toEqual({
      ok: false,
      reason: 'No laser machine at this branch',
    });
    const retired = resource('machine', 'Old laser', { type: 'laser', active: false });
    expect(planVisit(day(MONDAY, [], [...MAKATI, retired]), [laser], at('10:00'))).toEqual({
      ok: false,
      reason: 'No laser machine at this branch',
    });
    const shouty = resource('machine', 'New laser', { type: ' LASER ' });
    expect(planVisit(day(MONDAY, [], [...MAKATI, shouty]), [laser], at('10:00'))).toMatchObject({ ok: true });
  });

  it('lists every candidate when all of one kind are taken, and joins back-to-back bookings into one span', () => {
    const taken = rooms.flatMap((room, n) => [
      { resourceId: room.id, start: at('14:00'), end: at('15:00') },
      ...(n === 0 ? [{ resourceId: room.id, start: at('15:00'), end: at('16:00') }] : []),
    ]);
    expect(planVisit(day(MONDAY, taken), [facial], at('14:30'))).toEqual({
      ok: false,
      reason:
        'No room free: Room 1 in use 2:00-4:00 PM; Room 2 in use 2:00-3:00 PM; Room 3 in use 2:00-3:00 PM; Room 4 in use 2:00-3:00 PM',
    });
  });

  it('lets a visit end exactly when the next one starts on the same resource', () => {
    const taken = [{ resourceId: hifu.id, start: at('15:00'), end: at('16:00') }];
    expect(planVisit(day(MONDAY, taken), [ulthera], at('14:00'))).toMatchObject({ ok: true });
    expect(planVisit(day(MONDAY, taken), [ulthera], at('16:00'))).toMatchObject({ ok: true });
    expect(planVisit(day(MONDAY, taken), [ulthera], at('15:30'))).toMatchObject({ ok: false });
  });
});
