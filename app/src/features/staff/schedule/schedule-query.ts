import { BRANCH_IDS } from '@domain/branches';
import { addDays, isIsoDate, manilaDate } from '@domain/manila-date';

export interface ScheduleQuery {
  date: string;
  /** A branch id, or 'all'. */
  branch: string;
}

/** The address bar's `?date=&branch=`, with today and every branch for what is missing or wrong. */
export function readScheduleQuery(params: URLSearchParams, today = manilaDate()): ScheduleQuery {
  const date = params.get('date') ?? '';
  const branch = params.get('branch') ?? '';
  return {
    date: isIsoDate(date) ? date : today,
    branch: (BRANCH_IDS as readonly string[]).includes(branch) ? branch : 'all',
  };
}

export function shiftDay(query: ScheduleQuery, days: number): ScheduleQuery {
  return { ...query, date: addDays(query.date, days) };
}

/** `?date=…&branch=…` for a link to a day's schedule. */
export function scheduleSearch(query: ScheduleQuery): string {
  return `?${new URLSearchParams({ date: query.date, branch: query.branch })}`;
}
