import type { Knex } from 'knex';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import type { ConsultationStatus } from '../../../domain/consultation-status';
import { minuteOfDay, timeOfMinute } from '../../../domain/opening-hours';
import { type AssignmentChoice, assignmentChoices } from '../../../domain/resources/assignment-choices';
import {
  CONSULTATION_SERVICE_ID,
  consultationAssignments,
} from '../../../domain/resources/consultation-line';
import type { Assignment, Resource } from '../../../domain/resources/resource-shapes';
import type { VisitLine } from '../../../domain/resources/visit-plan';
import { CONSULTATION_PREFIX } from './resource-days';

/** How a call is named on the desk's calendar (the catalogue knows no such treatment). */
export const CALL_SERVICE_NAME = 'Online video consultation';

interface CallRow {
  id: string;
  booking_number: string;
  customer_name: string;
  status: ConsultationStatus;
  consultation_time: string;
  consultant_id: string | null;
  consultant_name: string | null;
}

/**
 * Every online consultation of the day but the cancelled ones (done and missed calls stay, as a
 * clinic's finished visits do), by time. Reads online_consultations by its date index.
 */
const CALLS_SQL = `
  select c.id::text as id, c.booking_number, c.customer_name, c.status, c.consultation_time,
         c.consultant_id::text as consultant_id, c.consultant_name
    from online_consultations c
   where c.consultation_date = :day::date and c.status <> 'cancelled'
   order by c.consultation_time, c.id`;

export interface CallBlock {
  id: string;
  kind: 'consultation';
  bookingNumber: string;
  customerName: string;
  status: ConsultationStatus;
  serviceType: 'online';
  time: string;
  end: string;
  services: Array<{ id: string; name: string }>;
  underReview: false;
  /** Whether the desk chose it is not stored for a call. */
  pinned: false;
  assignments: AssignmentChoice[];
}

/**
 * The online place's calls of one day as calendar blocks, each in its consultant's column. A call
 * stored without a consultant (booked before the consultants existed) shows in the column the day's
 * plan gives it (`planned`, keyed `consultation:<id>`): that is the consultant availability already
 * counts it against and the one a receptionist would be told by the booking screen, so she sees the
 * real load of each consultant. One the plan cannot place (a finished call, or more calls than
 * consultants at that time) answers no assignments, and the calendar lists it as "Not yet placed".
 */
export async function calendarCalls(
  db: Knex,
  date: string,
  planned: ReadonlyMap<string, { assignments: readonly Assignment[] }>,
  resources: readonly Resource[],
  lines: readonly VisitLine[],
): Promise<CallBlock[]> {
  const { rows } = await db.raw<{ rows: CallRow[] }>(CALLS_SQL, { day: date });
  return rows.map((row) => {
    const end = timeOfMinute(minuteOfDay(row.consultation_time) + CONSULTATION_MINUTES);
    const stored = consultationAssignments(
      { id: row.consultant_id, name: row.consultant_name },
      row.consultation_time,
      end,
    );
    const assignments =
      stored.length > 0 ? stored : [...(planned.get(`${CONSULTATION_PREFIX}${row.id}`)?.assignments ?? [])];
    return {
      id: row.id,
      kind: 'consultation',
      bookingNumber: row.booking_number,
      customerName: row.customer_name,
      status: row.status,
      serviceType: 'online',
      time: row.consultation_time,
      end,
      services: [{ id: CONSULTATION_SERVICE_ID, name: CALL_SERVICE_NAME }],
      underReview: false,
      pinned: false,
      assignments: assignmentChoices(lines, assignments, resources),
    };
  });
}
