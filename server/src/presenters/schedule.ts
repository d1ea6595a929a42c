import type { BookingRecord } from '../../../domain/schemas/records';
import type { BookingRow } from '../db/rows';
import { presentBooking } from './booking';

export interface ScheduleDay {
  date: string;
  branch: string;
  visits: BookingRecord[];
}

/** One day of the schedule as the desk reads it. */
export function presentSchedule(date: string, branch: string | undefined, rows: BookingRow[]): ScheduleDay {
  return { date, branch: branch ?? 'all', visits: rows.map(presentBooking) };
}
