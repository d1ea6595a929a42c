import { isOpenStatus } from '@domain/appointment-time';
import { BRANCH_LABELS, isBranchId } from '@domain/branches';
import type { ScheduleVisit } from '../api/schedule-api';

/**
 * Says which places are closed on the day and how many of their visits still need a new time, so
 * the desk sees a closure before it reads the rows.
 */
export function ClosedNotice({
  closed,
  visits,
}: {
  closed: Array<{ branch: string; reason: string }>;
  visits: ScheduleVisit[];
}) {
  return (
    <ul className="schedule__closed" aria-label="Closed places">
      {closed.map((place) => {
        const stranded = visits.filter(
          (visit) => visit.bookingData.branch === place.branch && isOpenStatus(visit.status),
        ).length;
        const name = isBranchId(place.branch) ? BRANCH_LABELS[place.branch] : place.branch;
        return (
          <li key={place.branch}>
            <strong>{name} is closed this day</strong>
            {place.reason ? ` (${place.reason})` : ''}.{' '}
            {stranded === 0
              ? 'No visit is booked there.'
              : `${stranded} visit${stranded === 1 ? '' : 's'} booked there need${stranded === 1 ? 's' : ''} a new time.`}
          </li>
        );
      })}
    </ul>
  );
}
