import { apiRequest } from '../../../lib/api-client';
import type { OnlineConsultation, StaffBooking } from './types';

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

/** One day of the schedule, of one branch or all. */
export async function fetchSchedule(
  date: string,
  branch: string,
  signal?: AbortSignal,
): Promise<ScheduleDay> {
  const body = await apiRequest<{ data?: ScheduleDay } | null>('/schedule', {
    auth: true,
    query: { date, branch },
    signal,
    fallbackMessage: 'Failed to load the schedule',
  });
  if (!body?.data) throw new Error('Failed to load the schedule');
  return body.data;
}
