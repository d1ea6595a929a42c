import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { fetchManagedBooking, type ManagedBooking } from './manage-api';
import { failureText } from './manage-format';

export type ManagedBookingState =
  | { phase: 'loading' }
  | { phase: 'not-found' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; booking: ManagedBooking };

/** Loads the booking behind a private link; 404 (any bad link) is a state of its own. */
export function useManagedBooking(token: string) {
  const [state, setState] = useState<ManagedBookingState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same booking again.
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.phase === 'ready' ? current : { phase: 'loading' }));
    fetchManagedBooking(token, controller.signal).then(
      (booking) => setState({ phase: 'ready', booking }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setState({ phase: 'not-found' });
        else setState({ phase: 'error', message: failureText(error, 'We could not load your booking.') });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((booking: ManagedBooking) => setState({ phase: 'ready', booking }), []);
  return { state, retry, replace };
}
