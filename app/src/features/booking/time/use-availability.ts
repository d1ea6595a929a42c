import { useCallback, useEffect, useState } from 'react';
import { type AvailableSlot, fetchAvailability } from './availability-api';

/** How often an open form asks again, so a start taken by someone else turns "Full" while it is read. */
export const AVAILABILITY_REFRESH_MS = 30_000;

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
}

/**
 * The free starts for the form's place, date and cart, asked again whenever one of them changes,
 * every 30 seconds while the form is open, and when the connection comes back. The last answer for
 * the same question stays on screen while the next is on its way, so the list does not flicker.
 */
export function useAvailability(query: Query | undefined): {
  state: AvailabilityState;
  refresh(): void;
} {
  const key = query ? `${query.branch}|${query.date}|${query.services.join(',')}` : '';
  const [answer, setAnswer] = useState<{ key: string; state: AvailabilityState }>({
    key: '',
    state: { status: 'idle' },
  });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the query; `round` asks again.
  useEffect(() => {
    if (!query) return;
    const abort = new AbortController();
    fetchAvailability(query, abort.signal).then(
      (availability) => setAnswer({ key, state: { status: 'ready', slots: availability.slots } }),
      () => {
        if (!abort.signal.aborted) setAnswer({ key, state: { status: 'unreachable' } });
      },
    );
    return () => abort.abort();
  }, [key, round]);

  useEffect(() => {
    if (!key) return;
    const timer = window.setInterval(refresh, AVAILABILITY_REFRESH_MS);
    window.addEventListener('online', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [key, refresh]);

  if (!query) return { state: { status: 'idle' }, refresh };
  return { state: answer.key === key ? answer.state : { status: 'loading' }, refresh };
}
