import { WEEKDAYS, type Weekday, type WeeklyHours } from '@domain/catalogue/catalogue-shapes';
import type { ResourceSchedule, ScheduleException, TimeRange } from '@domain/resources/resource-shapes';

/** A weekday as its row holds it: worked or not, and the ranges typed (kept while unticked). */
export interface DayDraft {
  works: boolean;
  ranges: TimeRange[];
}

export interface ScheduleDraft {
  /** False: `weekly: null` (rooms and machines follow the branch; a practitioner works only the dates). */
  ownHours: boolean;
  weekly: Record<Weekday, DayDraft>;
  exceptions: ScheduleException[];
}

const FALLBACK_RANGE: TimeRange = ['10:00', '19:00'];

/**
 * The form's start: the saved schedule, and where it has no weekly hours, the branch's as the rows'
 * first values (so "own hours" begins from the branch's and is changed from there).
 */
export function scheduleDraftOf(schedule: ResourceSchedule | null, branchHours?: WeeklyHours): ScheduleDraft {
  const saved = schedule?.weekly ?? null;
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => {
      if (saved) {
        const ranges = saved[day] ?? [];
        return [day, { works: ranges.length > 0, ranges: ranges.length > 0 ? ranges : [FALLBACK_RANGE] }];
      }
      const open = branchHours?.[day];
      return [
        day,
        { works: Boolean(open) || !branchHours, ranges: [open ? [open.opens, open.closes] : FALLBACK_RANGE] },
      ];
    }),
  ) as Record<Weekday, DayDraft>;
  return {
    ownHours: saved !== null,
    weekly,
    exceptions: [...(schedule?.exceptions ?? [])].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** What `PUT /api/resources/:id/schedule` is sent: a day not worked is left out of `weekly`. */
export function scheduleOf(draft: ScheduleDraft): ResourceSchedule {
  const weekly = draft.ownHours
    ? Object.fromEntries(
        WEEKDAYS.filter((day) => draft.weekly[day].works).map((day) => [day, draft.weekly[day].ranges]),
      )
    : null;
  return { weekly, exceptions: draft.exceptions };
}

/** A second range after the day's last: an hour after it ends, for an hour (the admin edits it). */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges[ranges.length - 1]?.[1] ?? '12:00';
  const hour = Math.min(Number(last.slice(0, 2)) + 1, 22);
  const pad = (value: number) => String(value).padStart(2, '0');
  return [`${pad(hour)}:${last.slice(3)}`, `${pad(hour + 1)}:${last.slice(3)}`];
}
