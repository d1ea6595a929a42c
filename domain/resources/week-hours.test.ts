import { describe, expect, it } from 'vitest';
import type { Resource } from './resource-shapes';
import { weekDates, weekHoursLines } from './week-hours';

const BRANCH = { opens: '10:00', closes: '21:00' };
// 2026-11-30 is a Monday.
const MONDAY = '2026-11-30';
const WEEK = weekDates('2026-12-02');
const openDaily = () => BRANCH;

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

describe('weekDates', () => {
  it("answers Monday to Sunday of the date's week", () => {
    expect(WEEK).toEqual([
      MONDAY,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekDates('2026-12-06')[0]).toBe(MONDAY);
    expect(weekDates(MONDAY)[0]).toBe(MONDAY);
  });
});

describe('weekHoursLines', () => {
  it('joins the days with the same hours: a room without a schedule keeps the branch hours', () => {
    expect(weekHoursLines(resource(), WEEK, openDaily)).toEqual(['Mon-Sun 10:00 AM to 9:00 PM']);
  });

  it('names a machine in maintenance and a branch closed date on their day', () => {
    const machine = resource({
      kind: 'machine',
      type: 'hifu',
      schedule: { weekly: null, exceptions: [{ date: '2026-12-02', off: true }] },
    });
    const hours = (date: string) => (date === '2026-12-05' ? null : BRANCH);
    expect(weekHoursLines(machine, WEEK, hours)).toEqual([
      'Mon-Tue 10:00 AM to 9:00 PM',
      'Wed off (in maintenance)',
      'Thu-Fri 10:00 AM to 9:00 PM',
      'Sat off (branch closed)',
      'Sun 10:00 AM to 9:00 PM',
    ]);
  });

  it("gives a practitioner's weekly hours, days off and special hours", () => {
    const doctor = resource({
      kind: 'practitioner',
      skills: ['doctor'],
      schedule: {
        weekly: {
          mon: [['10:00', '18:00']],
          tue: [['10:00', '18:00']],
          wed: [
            ['10:00', '13:00'],
            ['14:00', '18:00'],
          ],
          sat: [['12:00', '20:00']],
        },
        exceptions: [
          { date: '2026-12-01', off: true },
          { date: '2026-12-06', hours: [['12:00', '16:00']] },
        ],
      },
    });
    expect(weekHoursLines(doctor, WEEK, openDaily)).toEqual([
      'Mon 10:00 AM to 6:00 PM',
      'Tue off (day off)',
      'Wed 10:00 AM to 1:00 PM, 2:00 PM to 6:00 PM',
      'Thu-Fri off',
      'Sat 12:00 PM to 8:00 PM',
      'Sun 12:00 PM to 4:00 PM (special hours)',
    ]);
  });

  it('says a practitioner without any hours and a retired resource work no day', () => {
    expect(weekHoursLines(resource({ kind: 'practitioner' }), WEEK, openDaily)).toEqual([
      'No hours this week',
    ]);
    expect(weekHoursLines(resource({ active: false }), WEEK, openDaily)).toEqual(['Not offered']);
  });
});
