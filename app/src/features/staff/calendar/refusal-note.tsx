import type { Alternative } from '../api/desk-api';
import type { ResourceAlternative } from './calendar-api';

/** Why a move or reassignment was refused, and what the server offered instead: one tap takes one. */
export interface Refusal {
  message: string;
  times: Alternative[];
  resources: ResourceAlternative[];
}

export function RefusalNote({
  refusal,
  onPickTime,
  onPickResource,
  onClose,
}: {
  refusal: Refusal;
  onPickTime: (alternative: Alternative) => void;
  onPickResource: (alternative: ResourceAlternative) => void;
  onClose?: () => void;
}) {
  const offered = refusal.times.length + refusal.resources.length;
  return (
    <div className="calendar__refusal" role="alert">
      <p className="calendar__refusal-why">Not done: {refusal.message}</p>
      {offered > 0 ? (
        <>
          <p>{refusal.resources.length > 0 ? 'Free instead:' : 'Free times nearby:'}</p>
          <ul className="calendar__choices">
            {refusal.resources.map((alternative) => (
              <li key={`${alternative.instead}:${alternative.resourceId}`}>
                <button
                  type="button"
                  className="staff-button staff-button--small"
                  onClick={() => onPickResource(alternative)}
                >
                  {alternative.name}
                </button>
              </li>
            ))}
            {refusal.times.map((alternative) => (
              <li key={`${alternative.date}T${alternative.time}`}>
                <button
                  type="button"
                  className="staff-button staff-button--small"
                  onClick={() => onPickTime(alternative)}
                >
                  {alternative.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing free like it then: try another time or column.</p>
      )}
      {onClose ? (
        <button type="button" className="staff-button staff-button--small" onClick={onClose}>
          Close
        </button>
      ) : null}
    </div>
  );
}
