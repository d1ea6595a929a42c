import { EventHistoryList, HistoryStatus } from '../components/event-history-list';
import { BookingTexts } from './booking-texts';
import type { BookingDetailState } from './use-booking-detail';

/** Who did what to the booking and when, oldest first, as the server words it; then its texts. */
export function BookingHistory({ state }: { state: BookingDetailState }) {
  return (
    <section className="booking-history" aria-labelledby="booking-history-title">
      <h3 id="booking-history-title" className="booking-view__heading">
        History
      </h3>
      {state.phase === 'loading' ? <HistoryStatus>Loading history…</HistoryStatus> : null}
      {state.phase === 'error' ? (
        <HistoryStatus>{`Could not load the history: ${state.message}`}</HistoryStatus>
      ) : null}
      {state.phase === 'ready' ? <EventHistoryList events={state.detail.events ?? []} /> : null}
      {state.phase === 'ready' ? <BookingTexts texts={state.detail.texts ?? []} /> : null}
    </section>
  );
}
