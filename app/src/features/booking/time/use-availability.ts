import { type AvailableSlot, fetchAvailability } from './availability-api';
import { useClinicAnswer } from './use-clinic-answer';

export { AVAILABILITY_REFRESH_MS } from './use-clinic-answer';

export type AvailabilityState =
  /** No date chosen yet: nothing to ask. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; slots: readonly AvailableSlot[] }
  /** Offline, or the clinic did not answer: the form falls back to the opening hours. */
  | { status: 'unreachable' };

interface Query {
  branch: string;
  date: string;
  services: readonly string[];
  practitionerId?: string | undefined;
}

/**
 * The free starts for the form's place, date and cart, asked again whenever one of them changes,
 * every 30 seconds while the form is open, and when the connection comes back (useClinicAnswer).
 */
export function useAvailability(query: Query | undefined): {
  state: AvailabilityState;
  refresh(): void;
} {
  const key = query
    ? `${query.branch}|${query.date}|${query.services.join(',')}|${query.practitionerId ?? ''}`
    : undefined;
  const { state, refresh } = useClinicAnswer(key, async (signal) =>
    query ? (await fetchAvailability(query, signal)).slots : [],
  );
  return { state: state.status === 'ready' ? { status: 'ready', slots: state.value } : state, refresh };
}
