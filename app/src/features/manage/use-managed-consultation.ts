import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { fetchManagedConsultation, type ManagedConsultation } from './consultation-manage-api';
import { failureText } from './manage-format';

export type ManagedConsultationState =
  | { phase: 'loading' }
  | { phase: 'not-found' }
  | { phase: 'error'; message: string }
  | { phase: 'ready'; consultation: ManagedConsultation };

/** Loads the consultation behind a private link; 404 (any bad link) is a state of its own. */
export function useManagedConsultation(token: string) {
  const [state, setState] = useState<ManagedConsultationState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same consultation again.
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.phase === 'ready' ? current : { phase: 'loading' }));
    fetchManagedConsultation(token, controller.signal).then(
      (consultation) => setState({ phase: 'ready', consultation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setState({ phase: 'not-found' });
        else
          setState({ phase: 'error', message: failureText(error, 'We could not load your consultation.') });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (consultation: ManagedConsultation) => setState({ phase: 'ready', consultation }),
    [],
  );
  return { state, retry, replace };
}
