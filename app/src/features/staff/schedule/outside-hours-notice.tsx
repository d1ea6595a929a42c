import type { StrandedVisit } from '@domain/stranded-visits';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { PLACE_LABELS } from '../capacity/capacity-api';
import { formatAppointment } from '../format';

/** The rows named in the notice; the rest are counted, and all are on the closed dates page. */
const NAMED = 5;

async function fetchOutsideHours(signal: AbortSignal): Promise<StrandedVisit[]> {
  const body = await apiRequest<{ data?: { visits?: StrandedVisit[] } }>('/schedule/outside-hours', {
    auth: true,
    signal,
    fallbackMessage: 'Could not check the visits outside the opening hours',
  });
  return body?.data?.visits ?? [];
}

/**
 * Issue 30 item 13: visits booked at times their place no longer opens (made before the hours were
 * kept per place, e.g. Las Piñas at 9:30 PM), from today on, named above the schedule with a link to
 * their day, so the desk moves them and tells the client. Says nothing when there are none, or when
 * the list cannot be read (offline): the schedule itself stays the page's subject.
 */
export function OutsideHoursNotice({ isAdmin }: { isAdmin: boolean }) {
  const [visits, setVisits] = useState<StrandedVisit[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchOutsideHours(controller.signal).then(setVisits, () => setVisits([]));
    return () => controller.abort();
  }, []);
  if (visits.length === 0) return null;
  const count = visits.length;
  return (
    <section className="schedule__closed schedule__outside-hours" aria-labelledby="outside-hours-title">
      <h2 id="outside-hours-title" className="schedule__outside-hours-title">
        {count} booked visit{count === 1 ? ' is' : 's are'} outside the opening hours
      </h2>
      <p>Booked before the hours changed: each needs a new time, and the client a word from us.</p>
      <ul>
        {visits.slice(0, NAMED).map((visit) => (
          <li key={`${visit.kind} ${visit.id}`}>
            <Link to={paths.admin.schedule.href(`?date=${visit.date}&branch=all`)}>
              {formatAppointment(visit.date, visit.time)}
            </Link>
            {`, ${PLACE_LABELS[visit.place]}: ${visit.customerName} (${visit.bookingNumber})`}
          </li>
        ))}
      </ul>
      {count > NAMED ? <p>And {count - NAMED} more.</p> : null}
      {isAdmin ? (
        <p>
          <Link to={paths.admin.capacity.href()}>
            Move them and tell the clients on the Closed dates screen
          </Link>
        </p>
      ) : (
        <p>An admin can tell the clients from the Closed dates screen.</p>
      )}
    </section>
  );
}
