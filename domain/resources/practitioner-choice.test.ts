import { describe, expect, it } from 'vitest';
import { planInDay } from './day-plan';
import { fittingPractitioners, practitionerProblem, withPractitioner } from './practitioner-choice';
import type { Resource } from './resource-shapes';
import type { VisitLine } from './visit-plan';

const MONDAY = '2026-11-30';
const HOURS = { opens: '10:00', closes: '21:00' };
const allWeek = { weekly: { mon: [['10:00', '21:00'] as [string, string]] }, exceptions: [] };

function person(id: string, name: string, skills: string[], active = true): Resource {
  return { id, branch: 'makati', kind: 'practitioner', name, skills, type: '', active, schedule: allWeek };
}
const room = (id: string): Resource => ({
  id,
  branch: 'makati',
  kind: 'room',
  name: id,
  skills: [],
  type: '',
  active: true,
  schedule: null,
});

const cruz = person('cruz', 'Dr. Cruz', ['doctor']);
const reyes = person('reyes', 'Dr. Reyes', ['doctor', 'aesthetician']);
const joy = person('joy', 'Joy', ['aesthetician']);
const retired = person('old', 'Dr. Old', ['doctor'], false);
const resources = [cruz, reyes, joy, retired, room('Room 1'), room('Room 2')];

const threads: VisitLine = {
  serviceId: 'threads',
  serviceName: 'Thread lift',
  minutes: 60,
  needs: [{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }],
};
const facial: VisitLine = {
  serviceId: 'facial',
  serviceName: 'Facial',
  minutes: 60,
  needs: [{ kind: 'practitioner', skill: 'aesthetician' }, { kind: 'room' }],
};
const roomOnly: VisitLine = {
  serviceId: 'peel',
  serviceName: 'Peel',
  minutes: 30,
  needs: [{ kind: 'room' }],
};

describe('the practitioners a client may choose', () => {
  it('are the active ones whose skills fit every line that takes a practitioner', () => {
    expect(fittingPractitioners(resources, [threads]).map((p) => p.name)).toEqual(['Dr. Cruz', 'Dr. Reyes']);
    expect(fittingPractitioners(resources, [threads, facial]).map((p) => p.name)).toEqual(['Dr. Reyes']);
    expect(fittingPractitioners(resources, [roomOnly])).toEqual([]);
  });

  it('refuses one who does not fit, is retired or is not of the branch, naming them', () => {
    expect(practitionerProblem(resources, [facial], 'cruz', 'at Makati')).toMatch(
      /Dr\. Cruz does not do Facial/,
    );
    expect(practitionerProblem(resources, [threads], 'old', 'at Makati')).toMatch(/Dr\. Old no longer takes/);
    expect(practitionerProblem(resources, [threads], 'nobody', 'at Makati')).toMatch(
      /does not work at Makati/,
    );
    expect(practitionerProblem(resources, [threads], 'reyes', 'at Makati')).toBeUndefined();
  });
});

describe('a plan with a chosen practitioner', () => {
  const day = { date: MONDAY, branchHours: HOURS, resources, visits: [] };

  it('gives the line to the chosen one, and fails with their reason when they are taken', () => {
    const plan = planInDay(day, withPractitioner([threads], 'reyes'), 600);
    expect(plan.ok && plan.assignments.find((a) => a.kind === 'practitioner')?.name).toBe('Dr. Reyes');
    const busy = {
      ...day,
      visits: [
        {
          id: 'b1',
          start: 600,
          lines: withPractitioner([threads], 'reyes'),
          assignments: plan.ok ? plan.assignments : [],
        },
      ],
    };
    const again = planInDay(busy, withPractitioner([threads], 'reyes'), 600);
    expect(again).toEqual({ ok: false, reason: 'Dr. Reyes in use 10:00-11:00 AM' });
    // Anyone still finds Dr. Cruz.
    expect(planInDay(busy, [threads], 600).ok).toBe(true);
  });

  it('never moves a visit off the practitioner its client chose when the day is planned again', () => {
    // Reyes chosen for a thread lift at 10; a facial at 10 needs an aesthetician: Joy, not Reyes.
    const first = planInDay(day, withPractitioner([threads], 'reyes'), 600);
    const visits = [
      {
        id: 'b1',
        start: 600,
        lines: withPractitioner([threads], 'reyes'),
        assignments: first.ok ? first.assignments : [],
      },
    ];
    const facialPlan = planInDay({ ...day, visits }, [facial], 600);
    expect(facialPlan.ok && facialPlan.moved).toEqual([]);
    expect(facialPlan.ok && facialPlan.assignments.find((a) => a.kind === 'practitioner')?.name).toBe('Joy');
  });
});
