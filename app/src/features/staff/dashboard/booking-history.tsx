import type { BookingEvent } from '../api/types';
import { formatInstant } from '../format';
import type { BookingDetailState } from './use-booking-detail';

/** Who did what to the booking and when, oldest first, as the server words it. */
export function BookingHistory({ state }: { state: BookingDetailState }) {
  return (
    <section className="booking-history" aria-labelledby="booking-history-title">
      <h3 id="booking-history-title" className="booking-view__heading">
        History
      </h3>
      {state.phase === 'loading' ? <p className="booking-history__status">Loading history…</p> : null}
      {state.phase === 'error' ? (
        <p className="booking-history__status">Could not load the history: {state.message}</p>
      ) : null}
      {state.phase === 'ready' ? <EventList events={state.detail.events ?? []} /> : null}
    </section>
  );
}

function EventList({ events }: { events: BookingEvent[] }) {
  if (events.length === 0) return <p className="booking-history__status">Nothing recorded yet.</p>;
  return (
    <ol className="booking-history__list">
      {events.map((event) => (
        <li key={event.id} className={`booking-history__event booking-history__event--${event.kind}`}>
          <span className="booking-history__summary">{event.summary}</span>
          <span className="booking-history__meta">
            {event.actor} · <time dateTime={event.at}>{formatInstant(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
