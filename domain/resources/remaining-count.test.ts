import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceNeed } from '../catalogue/catalogue-shapes';
import { minuteOfDay, timeOfMinute } from '../opening-hours';
import { type DayPlanInput, dayWith, planInDay } from './day-plan';
import type { Resource } from './resource-shapes';
import { resourceSlots } from './resource-slots';
import { dayOfStoredVisits } from './stored-visits';
import type { VisitLine } from './visit-plan';

const DATE = '2026-11-30';
const HOURS = { opens: '10:00', closes: '16:00' };

/** The count as it was first written: every next visit planned on the whole day from scratch. */
function remainingByWholeDays(input: DayPlanInput, lines: readonly VisitLine[], start: number): number {
  const first = planInDay(input, lines, start);
  if (!first.ok) return 0;
  const limit = Math.min(20, input.resources.length);
  let count = 1;
  let day = dayWith(input, first, { id: '#1', start, lines });
  while (count < limit) {
    const next = planInDay(day, lines, start);
    if (!next.ok) break;
    count += 1;
    day = dayWith(day, next, { id: `#${count}`, start, lines });
  }
  return count;
}

const resourceArb = fc.constantFrom<Pick<Resource, 'kind' | 'skills' | 'type'>>(
  { kind: 'room', skills: [], type: '' },
  { kind: 'practitioner', skills: ['aesthetician'], type: '' },
  { kind: 'practitioner', skills: ['doctor', 'aesthetician'], type: '' },
  { kind: 'machine', skills: [], type: 'hifu' },
);

const needsArb = fc.constantFrom<ServiceNeed[]>(
  [{ kind: 'room' }],
  [{ kind: 'practitioner', skill: 'aesthetician' }, { kind: 'room' }],
  [{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }],
  [{ kind: 'room' }, { kind: 'machine', type: 'hifu' }],
);

const lineArb = fc.record({ minutes: fc.constantFrom(30, 60, 90), needs: needsArb });

describe('how many more visits a start holds (the availability count)', () => {
  it('counts what planning the whole day again for each visit counts, over random days', () => {
    fc.assert(
      fc.property(
        fc.array(resourceArb, { minLength: 1, maxLength: 7 }),
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 10 }),
            lines: fc.array(lineArb, { minLength: 1, maxLength: 2 }),
          }),
          {
            maxLength: 10,
          },
        ),
        fc.array(lineArb, { minLength: 1, maxLength: 2 }),
        (shapes, visits, cart) => {
          const resources: Resource[] = shapes.map((shape, index) => ({
            ...shape,
            id: `r${index}`,
            branch: 'makati',
            name: `Resource ${index}`,
            active: true,
            schedule: null,
          }));
          // Practitioners work only stated hours; these work the branch's.
          for (const resource of resources)
            if (resource.kind === 'practitioner')
              resource.schedule = { weekly: { mon: [['10:00', '16:00']] }, exceptions: [] };
          const asLines = (entries: typeof cart, prefix: string): VisitLine[] =>
            entries.map((entry, index) => ({
              serviceId: `${prefix}${index}`,
              serviceName: `Treatment ${index}`,
              minutes: entry.minutes,
              needs: entry.needs,
            }));
          const input = dayOfStoredVisits(
            { date: DATE, branchHours: HOURS, resources },
            visits.map((visit, index) => ({
              id: `v${index}`,
              start: minuteOfDay(HOURS.opens) + visit.start * 30,
              lines: asLines(visit.lines, `v${index}-`),
              assignments: [],
            })),
          );
          const lines = asLines(cart, 'new-');
          const starts = Array.from({ length: 9 }, (_, index) => timeOfMinute(600 + index * 30));
          const slots = resourceSlots(input, lines, starts);
          for (const slot of slots)
            expect(slot.remaining).toBe(remainingByWholeDays(input, lines, minuteOfDay(slot.time)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
