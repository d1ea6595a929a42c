import { useEffect, useState } from 'react';
import { formatInstant } from '../format';
import { type CatalogueHistoryEntry, fetchCatalogueHistory } from './catalogue-api';
import { actionOf, fieldChanges, valueText } from './history-changes';

/** Every edit of the catalogue, newest first: who, when, and each field before and after. */
export function CatalogueHistory() {
  const [entries, setEntries] = useState<CatalogueHistoryEntry[] | null>(null);
  const [error, setError] = useState('');

  // Read each time the tab opens, so the edits just saved are on it.
  useEffect(() => {
    const controller = new AbortController();
    fetchCatalogueHistory(controller.signal).then(setEntries, (failure: unknown) => {
      if (!controller.signal.aborted)
        setError(failure instanceof Error ? failure.message : 'Could not load the history');
    });
    return () => controller.abort();
  }, []);

  if (error)
    return (
      <p className="catalogue__error" role="alert">
        {error}
      </p>
    );
  if (entries === null) return <p>Loading the history…</p>;
  if (entries.length === 0)
    return <p className="catalogue__hint">No changes yet: the catalogue is as it was installed.</p>;
  return (
    <ol className="catalogue__history">
      {entries.map((entry) => {
        const changes = fieldChanges(entry);
        return (
          <li key={entry.version} className="catalogue__history-entry">
            <p>
              <strong>{entry.changedBy}</strong> {actionOf(entry)} the {entry.entity}{' '}
              <strong>{entry.entityId}</strong>
              <span className="catalogue__hint"> · {formatInstant(entry.changedAt)}</span>
            </p>
            {changes.length > 0 ? (
              <ul>
                {changes.map((change) => (
                  <li key={change.field}>
                    {change.field}: {valueText(change.before)} → {valueText(change.after)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
