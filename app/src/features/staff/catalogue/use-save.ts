import { useState } from 'react';

/**
 * A form's save: one at a time, the server's words on failure (else `fallback`), and nothing the
 * admin typed touched either way, so a refused save can be corrected and sent again.
 */
export function useSave(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
