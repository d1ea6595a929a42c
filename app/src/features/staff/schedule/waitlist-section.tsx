import { BRANCH_LABELS, isBranchId } from '@domain/branches';
import { formatManilaDateTime } from '@domain/manila-date';
import { formatTimeLabel } from '@domain/time-slots';
import { WAITLIST_STATUS_LABELS } from '@domain/waitlist';
import { useEffect, useState } from 'react';
import { useLiveCatalogue } from '../../../catalogue/live-catalogue';
import { type DeskWaitlistEntry, fetchWaitlist } from './waitlist-api';

/**
 * The day's waitlist on the schedule (issue 28 item 4): who asked to be told if a time frees up, in
 * line order, for what and when, and where each offer stands. Offers are made by the server.
 */
export function WaitlistSection({ date, branch }: { date: string; branch: string }) {
  const catalogue = useLiveCatalogue();
  const [entries, setEntries] = useState<DeskWaitlistEntry[]>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const abort = new AbortController();
    setProblem(undefined);
    fetchWaitlist(date, branch, abort.signal).then(setEntries, (failure: unknown) => {
      if (!abort.signal.aborted) setProblem(failure instanceof Error ? failure.message : 'Failed to fetch');
    });
    return () => abort.abort();
  }, [date, branch]);

  return (
    <section className="schedule__waitlist" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Waitlist</h2>
      {problem ? <p className="staff__error">Error: {problem}</p> : null}
      {entries && entries.length === 0 ? <p>Nobody is waiting for a time this day.</p> : null}
      {entries && entries.length > 0 ? (
        <ol className="schedule__waitlist-list">
          {entries.map((entry) => (
            <li key={entry.id} className="schedule__waitlist-item">
              <span className="schedule__waitlist-who">
                <strong>{entry.customerName}</strong> · <a href={`tel:${entry.phone}`}>{entry.phone}</a> ·{' '}
                {entry.email}
              </span>
              <span>
                {isBranchId(entry.branch) ? BRANCH_LABELS[entry.branch] : entry.branch},{' '}
                {formatTimeLabel(entry.from)}
                {entry.to !== entry.from ? ` to ${formatTimeLabel(entry.to)}` : ''} ·{' '}
                {entry.services.map((id) => catalogue.findService(id)?.name ?? id).join(', ')}
              </span>
              <span className={`schedule__waitlist-status schedule__waitlist-status--${entry.status}`}>
                {WAITLIST_STATUS_LABELS[entry.status]}
                {entry.status === 'offered' && entry.offer
                  ? `: ${formatTimeLabel(entry.offer.time)}, held until ${entry.offer.expiresAt ? formatManilaDateTime(entry.offer.expiresAt) : ''}`
                  : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
