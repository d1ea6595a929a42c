import { formatManilaDateTime } from '@domain/manila-date';
import type { PackageEvent } from '@domain/schemas/packages';

/**
 * A package's history in the booking's dialog, kept after the dialog closes (it is the server's):
 * each spend the desk may still give back has its own button, not only the last one of this visit.
 */
export function PackageHistory({
  history,
  busy,
  onUndo,
}: {
  history: PackageEvent[];
  busy: boolean;
  onUndo(redemptionId: string): void;
}) {
  return (
    <ol className="package-history">
      {history.map((event) => (
        <li key={`${event.at}|${event.kind}|${event.summary}`} className="package-history__item">
          <span>
            {event.at ? `${formatManilaDateTime(new Date(event.at))}: ` : ''}
            {event.summary} ({event.actor})
          </span>
          {event.redemptionId ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onUndo(event.redemptionId ?? '')}
              disabled={busy}
            >
              Give this session back
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
