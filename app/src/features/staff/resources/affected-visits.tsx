import { formatAppointment, timeLabel } from '../format';
import type { AffectedVisit } from './resources-api';

export interface AffectedActions {
  busy: boolean;
  /** Bookings whose clients were e-mailed. */
  told: ReadonlySet<string>;
  /** Admins may e-mail clients (the stranded-clients flow is theirs). */
  canTell: boolean;
  onAssign(visit: AffectedVisit, to: { id: string; name: string }): void;
  onTell(visit: AffectedVisit): void;
}

/**
 * The visits whose practitioner is away, one row each: the client, the time and the treatment, who
 * it was with, and who else is free then, each a button that gives the visit to them; or "Tell the
 * client" when nobody is (or the desk would rather).
 */
export function AffectedVisits({ visits, actions }: { visits: AffectedVisit[]; actions: AffectedActions }) {
  return (
    <ul className="affected__list">
      {visits.map((visit) => (
        <li
          key={`${visit.bookingId}-${visit.start}`}
          className="affected__row"
          aria-label={`${visit.customerName}, ${visit.serviceName}`}
        >
          <div className="affected__who">
            <strong>{visit.customerName}</strong>
            <span>
              {visit.kind === 'consultation' ? 'Consultation' : 'Booking'} {visit.bookingNumber}
            </span>
            <span>{visit.phone}</span>
          </div>
          <div className="affected__when">
            <span>
              {formatAppointment(visit.date, visit.start)} to {timeLabel(visit.end)}
            </span>
            <span>{visit.serviceName}</span>
            <span className="affected__away">{visit.practitioner.name} is away</span>
          </div>
          <div className="affected__actions">
            {visit.free.length === 0 ? (
              <span className="affected__note">Nobody else is free then</span>
            ) : null}
            {visit.free.map((other) => (
              <button
                key={other.id}
                type="button"
                className="staff-button staff-button--small"
                disabled={actions.busy}
                onClick={() => actions.onAssign(visit, other)}
              >
                Give to {other.name}
                <span className="visually-hidden"> ({visit.customerName})</span>
              </button>
            ))}
            {!actions.canTell ? null : visit.kind === 'consultation' ? (
              // The stranded-clients e-mail speaks of treatments at a branch: a call's client is phoned.
              <span className="affected__note">Call them to agree another time</span>
            ) : actions.told.has(visit.bookingId) ? (
              <span className="affected__note affected__note--done">E-mailed</span>
            ) : visit.hasEmail ? (
              <button
                type="button"
                className="staff-button staff-button--small"
                disabled={actions.busy}
                onClick={() => actions.onTell(visit)}
              >
                Tell the client<span className="visually-hidden"> {visit.customerName}</span>
              </button>
            ) : (
              <span className="affected__note">No e-mail: call them</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
