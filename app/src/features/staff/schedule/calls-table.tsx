import { CONSULTATION_MINUTES } from '@domain/consultation';
import { consultationCanMove } from '@domain/consultation-status';
import type { OnlineConsultation } from '../api/types';
import { ConsultationStatusBadge } from '../consultations/consultation-status-badge';
import { visitSpan } from './visit-row';

/** The day's online calls by start time, each movable to a free time while it is still to happen. */
export function CallsTable({
  calls,
  onMove,
  disabledReason = null,
}: {
  calls: OnlineConsultation[];
  onMove: (call: OnlineConsultation) => void;
  /** Why moving is paused (offline), or null. */
  disabledReason?: string | null;
}) {
  return (
    <section className="schedule__calls" aria-labelledby="calls-title">
      <h2 id="calls-title">Online calls</h2>
      <table className="schedule__table">
        <caption className="visually-hidden">
          {calls.length} online call{calls.length === 1 ? '' : 's'}, by start time
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Client</th>
            <th scope="col">Status</th>
            <th scope="col" className="schedule__open">
              <span className="visually-hidden">Move</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => {
            const { span, length } = visitSpan(call.time, CONSULTATION_MINUTES);
            return (
              <tr key={call.id} className="schedule__visit">
                <th scope="row" className="schedule__when">
                  <span className="schedule__span">{span}</span>
                  <span className="schedule__length">{length}</span>
                </th>
                <td>
                  <span className="schedule__client">{call.customerName}</span>
                  <span className="schedule__phone">{call.phone}</span>
                  <span className="schedule__notes">Online call {call.bookingNumber}</span>
                </td>
                <td>
                  <ConsultationStatusBadge status={call.status} />
                </td>
                <td className="schedule__open">
                  {consultationCanMove(call.status) ? (
                    <button
                      type="button"
                      className="staff-button staff-button--small"
                      disabled={disabledReason !== null}
                      title={disabledReason ?? undefined}
                      onClick={() => onMove(call)}
                    >
                      Move<span className="visually-hidden"> the call of {call.customerName}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
