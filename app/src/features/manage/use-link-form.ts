import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export type LinkFormState<Form> =
  | { phase: 'loading' }
  | { phase: 'not-found' }
  | { phase: 'ready'; form: Form; offline: boolean };

/**
 * A form opened from a client's manage link (the health form, the consents): loaded once the page
 * opens, a 404 for a link that is not ours, and offline the form the device can show without the
 * server (`offlineForm`), to be sent through the outbox once back online. `reload` fetches it again.
 */
export function useLinkForm<Form>(
  token: string,
  fetchForm: (token: string, signal?: AbortSignal) => Promise<Form>,
  offlineForm: Form,
): { state: LinkFormState<Form>; reload: () => void } {
  const [state, setState] = useState<LinkFormState<Form>>({ phase: 'loading' });
  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setState({ phase: 'ready', form: await fetchForm(token, signal), offline: false });
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ phase: 'not-found' });
        else setState({ phase: 'ready', form: offlineForm, offline: true });
      }
    },
    [token, fetchForm, offlineForm],
  );

  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  const reload = useCallback(() => void load(), [load]);
  return { state, reload };
}
