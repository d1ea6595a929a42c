import { formatInstant } from '../format';
import {
  CAPACITY_PLACES,
  type CapacityChange,
  type CapacitySettings,
  PLACE_LABELS,
  type SettingsAsRecorded,
} from './capacity-api';

const closedKey = (entry: CapacitySettings['closedDates'][number]) => `${entry.branch} ${entry.date}`;

/**
 * 'Closed Timog (Quezon City) on 2026-12-25', 'Reopened ...': what one change did; a change recorded
 * before issue 26 may also read 'Makati 4 → 5' (the per-place numbers the screen edited then).
 */
export function describeChange(before: SettingsAsRecorded, after: SettingsAsRecorded): string[] {
  const lines =
    before.capacity && after.capacity
      ? CAPACITY_PLACES.filter((place) => before.capacity?.[place] !== after.capacity?.[place]).map(
          (place) => `${PLACE_LABELS[place]} ${before.capacity?.[place]} → ${after.capacity?.[place]}`,
        )
      : [];
  const was = new Set(before.closedDates.map(closedKey));
  const now = new Set(after.closedDates.map(closedKey));
  for (const entry of after.closedDates) {
    if (!was.has(closedKey(entry))) {
      lines.push(
        `Closed ${PLACE_LABELS[entry.branch]} on ${entry.date}${entry.reason ? ` (${entry.reason})` : ''}`,
      );
    }
  }
  for (const entry of before.closedDates) {
    if (!now.has(closedKey(entry))) lines.push(`Reopened ${PLACE_LABELS[entry.branch]} on ${entry.date}`);
  }
  return lines.length > 0 ? lines : ['No change'];
}

/** Every change of the closed dates (and, before issue 26, of the numbers), newest first, with who made it. */
export function CapacityHistory({ history }: { history: readonly CapacityChange[] }) {
  return (
    <section className="capacity__panel" aria-labelledby="capacity-history-title">
      <h2 id="capacity-history-title" className="capacity__title">
        History
      </h2>
      {history.length === 0 ? (
        <p>No changes yet: the defaults apply.</p>
      ) : (
        <ol className="capacity__history">
          {history.map((change) => (
            <li key={`${change.changedAt}-${change.changedBy}`}>
              <p className="capacity__history-when">
                {formatInstant(change.changedAt)} · {change.changedBy}
              </p>
              <ul>
                {describeChange(change.before, change.after).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
