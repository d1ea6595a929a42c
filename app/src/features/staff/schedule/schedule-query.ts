import { BRANCH_IDS } from '@domain/branches';
import { addDays, isIsoDate, manilaDate } from '@domain/manila-date';

export interface ScheduleQuery {
  date: string;
  /** A branch id, or 'all'. */
  branch: string;
}

/**
 * The address bar's `?date=&branch=`, with today and every branch for what is missing or wrong; for
 * an account limited to branches, one of theirs (the first by default): the server refuses the others.
 */
export function readScheduleQuery(
  params: URLSearchParams,
  today = manilaDate(),
  branches: readonly string[] = BRANCH_IDS,
  limited = false,
): ScheduleQuery {
  const date = params.get('date') ?? '';
  const branch = params.get('branch') ?? '';
  const fallback = limited ? (branches[0] ?? 'all') : 'all';
  return {
    date: isIsoDate(date) ? date : today,
    branch: branches.includes(branch) ? branch : fallback,
  };
}

export function shiftDay(query: ScheduleQuery, days: number): ScheduleQuery {
  return { ...query, date: addDays(query.date, days) };
}

/** `?date=…&branch=…` for a link to a day's schedule. */
export function scheduleSearch(query: ScheduleQuery): string {
  return `?${new URLSearchParams({ date: query.date, branch: query.branch })}`;
}
