import type { BookingRecord, ConsultationRecord } from '../../../domain/schemas/records';
import type { BookingRow, ConsultationRow } from '../db/rows';
import type { PlacesAt } from '../queries/schedule-places';
import { presentBooking } from './booking';
import { presentConsultation } from './consultation';

export interface ScheduleDay {
  date: string;
  branch: string;
  /** Each visit with its length in minutes (from its treatments, as the capacity check counts it). */
  visits: Array<BookingRecord & { minutes: number }>;
  slots: PlacesAt[];
  /** The places closed that day: their visits need a new time. */
  closed: Array<{ branch: string; reason: string }>;
  /** The day's online calls (every branch's view only: a call is at no branch). */
  calls: ConsultationRecord[];
}

const DEFAULT_VISIT_MINUTES = 60;

/** One day of the schedule as the desk reads it. */
export function presentSchedule(
  date: string,
  branch: string | undefined,
  rows: BookingRow[],
  slots: PlacesAt[],
  closed: ScheduleDay['closed'],
  calls: ConsultationRow[],
): ScheduleDay {
  return {
    date,
    branch: branch ?? 'all',
    visits: rows.map((row) => ({
      ...presentBooking(row),
      minutes: row.visit_minutes ?? DEFAULT_VISIT_MINUTES,
    })),
    slots,
    closed,
    calls: calls.map(presentConsultation),
  };
}
