import { useState } from 'react';
import { failureText } from './manage-format';

/**
 * A confirm dialog's one action (cancel a visit, ask for erasure): run once at a time; a failure is
 * worded for the dialog, which stays open so the client can try again.
 */
export function useDialogAction(action: () => Promise<void>, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, fallback));
      setBusy(false);
    }
  };
  return { busy, error, run };
}
