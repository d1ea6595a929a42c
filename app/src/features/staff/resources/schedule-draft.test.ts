import { dailyHours } from '@domain/branch-hours';
import { describe, expect, it } from 'vitest';
import { nextRange, scheduleDraftOf, scheduleOf } from './schedule-draft';

const BRANCH = { ...dailyHours({ opens: '10:00', closes: '21:00' }), sun: null };

describe('the schedule form', () => {
  it('sends weekly null for "same as the branch" and starts own hours from the branch hours', () => {
    const draft = scheduleDraftOf(null, BRANCH);
    expect(draft.ownHours).toBe(false);
    expect(scheduleOf(draft)).toEqual({ weekly: null, exceptions: [] });
    expect(draft.weekly.mon).toEqual({ works: true, ranges: [['10:00', '21:00']] });
    expect(draft.weekly.sun.works).toBe(false);
    expect(scheduleOf({ ...draft, ownHours: true }).weekly).toEqual({
      mon: [['10:00', '21:00']],
      tue: [['10:00', '21:00']],
      wed: [['10:00', '21:00']],
      thu: [['10:00', '21:00']],
      fri: [['10:00', '21:00']],
      sat: [['10:00', '21:00']],
    });
  });

  it('gives back a saved schedule unchanged: split days, days not worked and dates in order', () => {
    const saved = {
      weekly: {
        mon: [
          ['10:00', '13:00'],
          ['14:00', '18:00'],
        ] as Array<[string, string]>,
        tue: [],
      },
      exceptions: [
        { date: '2026-12-09', hours: [['12:00', '16:00']] as Array<[string, string]> },
        { date: '2026-12-01', off: true as const },
      ],
    };
    const draft = scheduleDraftOf(saved, BRANCH);
    expect(draft.ownHours).toBe(true);
    expect(draft.weekly.tue.works).toBe(false);
    expect(scheduleOf(draft)).toEqual({
      weekly: { mon: saved.weekly.mon },
      exceptions: [saved.exceptions[1], saved.exceptions[0]],
    });
  });

  it('offers a second range an hour after the first ends', () => {
    expect(nextRange([['10:00', '13:30']])).toEqual(['14:30', '15:30']);
  });
});
