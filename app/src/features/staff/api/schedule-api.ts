import { fetchList } from './fetch-list';
import type { Fetched, OnlineConsultation, StaffBooking } from './types';

/** How many more visits of the shortest length fit at a half hour, per place. */
export interface SchedulePlaces {
  time: string;
  label: string;
  places: Array<{ branch: string; remaining: number }>;
}

export interface ScheduleVisit extends StaffBooking {
  /** The visit's length in minutes, from its treatments. */
  minutes?: number;
}

export interface ScheduleDay {
  date: string;
  branch: string;
  visits: ScheduleVisit[];
  slots?: SchedulePlaces[];
  /** The places closed that day, with the admin's reason: their visits need a new time. */
  closed?: Array<{ branch: string; reason: string }>;
  /** The day's online calls (in every branch's view). */
  calls?: OnlineConsultation[];
}

function dayOf(body: unknown): ScheduleDay {
  const data = (body as { data?: ScheduleDay } | null)?.data;
  if (!data) throw new Error('Failed to load the schedule');
  return data;
}

/**
 * One day of the schedule, of one branch or all; `cachedAt` is set when the service worker answered
 * with its last good copy because the server could not be reached.
 */
export function fetchSchedule(
  date: string,
  branch: string,
  signal?: AbortSignal,
): Promise<Fetched<ScheduleDay>> {
  return fetchList(
    '/schedule',
    { query: { date, branch }, signal, fallbackMessage: 'Failed to load the schedule' },
    dayOf,
  );
}
