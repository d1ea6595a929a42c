import { formatInstant } from '../format';
import './event-history-list.css';

/** One line of a booking's or consultation's history, as the server words it. */
export interface HistoryEvent {
  id: string;
  kind: string;
  summary: string;
  actor: string;
  at: string;
}

/** Who did what and when, oldest first; a status line while there is nothing. */
export function EventHistoryList({ events }: { events: HistoryEvent[] }) {
  if (events.length === 0) return <p className="event-history__status">Nothing recorded yet.</p>;
  return (
    <ol className="event-history__list">
      {events.map((event) => (
        <li key={event.id} className={`event-history__event event-history__event--${event.kind}`}>
          <span className="event-history__summary">{event.summary}</span>
          <span className="event-history__meta">
            {event.actor} · <time dateTime={event.at}>{formatInstant(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The history's loading and error lines, worded the same for every record. */
export function HistoryStatus({ children }: { children: string }) {
  return <p className="event-history__status">{children}</p>;
}
