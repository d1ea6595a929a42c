import { describe, expect, it } from 'vitest';
import { coveredBy, joinedSpans, workingRanges, workingSpans } from './resource-hours';
import type { Resource } from './resource-shapes';

const BRANCH = { opens: '10:00', closes: '21:00' };
// 2026-12-01 is a Tuesday, 2026-12-02 a Wednesday.
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';

function resource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 'r1',
    branch: 'makati',
    kind: 'room',
    name: 'Room 1',
    skills: [],
    type: '',
    active: true,
    schedule: null,
    ...overrides,
  };
}

describe('workingSpans', () => {
  it('gives a room or a machine without a schedule the branch hours, and a practitioner none', () => {
    expect(workingSpans(resource(), TUESDAY, BRANCH)).toEqual([{ start: 600, end: 1260 }]);
    expect(workingSpans(resource({ kind: 'machine', type: 'hifu' }), TUESDAY, BRANCH)).toEqual([
      { start: 600, end: 1260 },
    ]);
    expect(workingSpans(resource({ kind: 'practitioner', skills: ['doctor'] }), TUESDAY, BRANCH)).toEqual([]);
  });

  it('gives nobody any hours when the branch is closed or the resource retired', () => {
    const weekly = { tue: [['10:00', '18:00']] as [string, string][] };
    expect(workingSpans(resource({ schedule: { weekly, exceptions: [] } }), TUESDAY, null)).toEqual([]);
    expect(workingSpans(resource({ active: false }), TUESDAY, BRANCH)).toEqual([]);
  });

  it('reads the weekday of the weekly schedule; a weekday left out is off', () => {
    const doctor = resource({
      kind: 'practitioner',
      skills: ['doctor'],
      schedule: {
        weekly: {
          wed: [
            ['10:00', '13:00'],
            ['14:00', '19:00'],
          ],
        },
        exceptions: [],
      },
    });
    expect(workingSpans(doctor, TUESDAY, BRANCH)).toEqual([]);
    expect(workingSpans(doctor, WEDNESDAY, BRANCH)).toEqual([
      { start: 600, end: 780 },
      { start: 840, end: 1140 },
    ]);
  });

  it('lets a date exception win over the weekly hours and over the branch hours', () => {
    const machine = resource({
      kind: 'machine',
      type: 'hifu',
      schedule: {
        weekly: null,
        exceptions: [
          { date: TUESDAY, off: true },
          { date: WEDNESDAY, hours: [['15:00', '18:00']] },
        ],
      },
    });
    expect(workingSpans(machine, TUESDAY, BRANCH)).toEqual([]);
    expect(workingSpans(machine, WEDNESDAY, BRANCH)).toEqual([{ start: 900, end: 1080 }]);
    expect(workingSpans(machine, '2026-12-03', BRANCH)).toEqual([{ start: 600, end: 1260 }]);
  });

  it('joins ranges that touch, so a visit across 14:00 fits 10:00-14:00 plus 14:00-18:00', () => {
    const nurse = resource({
      kind: 'practitioner',
      skills: ['nurse'],
      schedule: {
        weekly: {
          tue: [
            ['14:00', '18:00'],
            ['10:00', '14:00'],
          ],
        },
        exceptions: [],
      },
    });
    const spans = workingSpans(nurse, TUESDAY, BRANCH);
    expect(spans).toEqual([{ start: 600, end: 1080 }]);
    expect(coveredBy(spans, { start: 810, end: 870 })).toBe(true);
    expect(coveredBy(spans, { start: 1050, end: 1110 })).toBe(false);
  });
});

describe('joinedSpans', () => {
  it('sorts and joins overlapping and touching spans but keeps gaps', () => {
    expect(
      joinedSpans([
        { start: 900, end: 960 },
        { start: 600, end: 660 },
        { start: 640, end: 700 },
        { start: 960, end: 990 },
      ]),
    ).toEqual([
      { start: 600, end: 700 },
      { start: 900, end: 990 },
    ]);
  });
});

describe('workingRanges', () => {
  it('answers the working hours of a date as HH:MM ranges', () => {
    expect(workingRanges(resource(), TUESDAY, BRANCH)).toEqual([['10:00', '21:00']]);
    expect(workingRanges(resource({ kind: 'practitioner' }), TUESDAY, BRANCH)).toEqual([]);
  });
});
