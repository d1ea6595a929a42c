import { useCallback, useEffect, useRef, useState } from 'react';

/** How often an open form asks again, so a start taken by someone else turns "Full" while it is read. */
export const AVAILABILITY_REFRESH_MS = 30_000;

export type ClinicAnswer<T> =
  /** Nothing to ask yet. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  /** Offline, or the clinic did not answer. */
  | { status: 'unreachable' };

/**
 * The clinic's answer to a question named by `key`, asked again whenever the key changes, every 30
 * seconds while it is open, and when the connection comes back. The last answer to the same question
 * stays on screen while the next is on its way, so nothing flickers. No key: nothing is asked.
 */
export function useClinicAnswer<T>(
  key: string | undefined,
  ask: (signal: AbortSignal) => Promise<T>,
): { state: ClinicAnswer<T>; refresh(): void } {
  const [answer, setAnswer] = useState<{ key: string; state: ClinicAnswer<T> }>({
    key: '',
    state: { status: 'idle' },
  });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((count) => count + 1), []);
  const askRef = useRef(ask);
  askRef.current = ask;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the question; `round` asks again.
  useEffect(() => {
    if (key === undefined) return;
    const abort = new AbortController();
    askRef.current(abort.signal).then(
      (value) => setAnswer({ key, state: { status: 'ready', value } }),
      () => {
        if (!abort.signal.aborted) setAnswer({ key, state: { status: 'unreachable' } });
      },
    );
    return () => abort.abort();
  }, [key, round]);

  useEffect(() => {
    if (key === undefined) return;
    const timer = window.setInterval(refresh, AVAILABILITY_REFRESH_MS);
    window.addEventListener('online', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [key, refresh]);

  if (key === undefined) return { state: { status: 'idle' }, refresh };
  return { state: answer.key === key ? answer.state : { status: 'loading' }, refresh };
}
