import type { ReactNode } from 'react';
import type { Alternative } from '../api/desk-api';
import { formatAppointment } from '../format';
import { PLACE_LABELS } from './capacity-api';
import type { StrandedVisit } from './stranded-api';

/** Up to this many free starts are offered beside each client; the schedule has the rest. */
const OFFERED = 3;

export const strandedCount = (count: number) => `${count} client${count === 1 ? '' : 's'}`;

function reasonText(visit: StrandedVisit): string {
  if (visit.reason === 'closed')
    return visit.closedReason ? `Closed: ${visit.closedReason}` : 'Closed that day';
  if (visit.reason === 'outside-hours') return 'Outside the opening hours (booked before they changed)';
  return 'More visits than places at that time';
}

export interface StrandedActions {
  /** E-mailed (now or before): the row says so instead of offering it again. */
  told: ReadonlySet<string>;
  busy: boolean;
  onTell(visit: StrandedVisit): void;
  onMove(visit: StrandedVisit, to: Alternative): void;
}

/**
 * The clients a capacity change leaves without a place, one row each: who (with the phone, to call
 * those without e-mail), where and when, and why. With `actions`, each row offers to e-mail the
 * client and the nearest free starts to move the visit to.
 */
export function StrandedList({ visits, actions }: { visits: StrandedVisit[]; actions?: StrandedActions }) {
  return (
    <ul className="stranded__list">
      {visits.map((visit) => {
        const told = visit.told || actions?.told.has(visit.id);
        const offered = (visit.alternatives ?? []).slice(0, OFFERED);
        let tell: ReactNode = null;
        if (actions && !visit.email) tell = <span className="stranded__note">No e-mail: call them</span>;
        else if (told) tell = <span className="stranded__note stranded__note--done">E-mailed</span>;
        else if (actions)
          tell = (
            <button
              type="button"
              className="staff-button staff-button--small"
              disabled={actions.busy}
              onClick={() => actions.onTell(visit)}
            >
              Tell client<span className="visually-hidden"> {visit.customerName}</span>
            </button>
          );
        return (
          <li key={`${visit.kind}-${visit.id}`} className="stranded__row" aria-label={visit.customerName}>
            <div className="stranded__who">
              <strong>{visit.customerName}</strong>
              <span>
                {visit.kind === 'consultation' ? 'Online call' : 'Booking'} {visit.bookingNumber}
              </span>
              <span>{visit.phone}</span>
            </div>
            <div className="stranded__when">
              <span>
                {PLACE_LABELS[visit.place] ?? visit.place} · {formatAppointment(visit.date, visit.time)}
              </span>
              <span className="stranded__reason">{reasonText(visit)}</span>
            </div>
            {actions ? (
              <div className="stranded__actions">
                {tell}
                {offered.length > 0 ? (
                  <ul className="stranded__moves" aria-label={`Free times for ${visit.customerName}`}>
                    {offered.map((alternative) => (
                      <li key={`${alternative.date}T${alternative.time}`}>
                        <button
                          type="button"
                          className="staff-button staff-button--small"
                          disabled={actions.busy}
                          onClick={() => actions.onMove(visit, alternative)}
                        >
                          Move to{' '}
                          {alternative.date === visit.date ? '' : `${formatShortDate(alternative.date)} `}
                          {alternative.label}
                          <span className="visually-hidden"> ({visit.customerName})</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const SHORT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

function formatShortDate(date: string): string {
  return SHORT.format(new Date(`${date}T00:00:00Z`));
}
