import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../../lib/api-client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { Fetched } from '../api/types';
import { readSnapshot, type SnapshotKey, saveSnapshot } from '../offline/snapshots';

/**
 * How a screen that lost the server tries again while the browser says it is online: after 1 s,
 * 2 s, 4 s, 8 s, then every 10 s.
 */
const FIRST_RETRY_MS = 1_000;
const RETRY_MS = 10_000;

export interface ListView<Query, Result> {
  /** The query this result answers; offline it may differ from the one in the address bar. */
  query: Query;
  result: Result;
  loadedAt: number;
}

export type ListPhase = 'loading' | 'ready' | 'error' | 'offline-empty';

interface ListState<Query, Result> {
  phase: ListPhase;
  view: ListView<Query, Result> | null;
  error: string | null;
  /** A background refresh failed; the list shown is still the last good one. */
  refreshError: string | null;
}

export interface StaffListOptions<Query, Result> {
  key: SnapshotKey;
  query: Query;
  load: (query: Query, signal?: AbortSignal) => Promise<Fetched<Result>>;
  fallbackError: string;
  /** Reloads quietly on this period while set (null pauses it: a dialog is open, a search is showing). */
  autoRefreshMs?: number | null;
}

export interface StaffList<Query, Result> extends ListState<Query, Result> {
  /** No connection (the browser says so, or the last request never arrived): read-only. */
  offline: boolean;
  /** Loads the same page again, showing 'Loading...' (Reset Filters, Try again). */
  reload: () => void;
  /** Loads the same page again quietly, keeping the list on screen (after a change). */
  refresh: () => void;
  /** Changes the shown result in place (a status change, a delete) and keeps the offline copy in step. */
  mutate: (update: (result: Result) => Result) => void;
}

/**
 * Loads one server page for a back-office screen, keeps it for offline use, refreshes it on a timer and
 * at once when the connection returns, and falls back to the kept copy when the server cannot be reached.
 */
export function useStaffList<Query, Result>({
  key,
  query,
  load,
  fallbackError,
  autoRefreshMs = null,
}: StaffListOptions<Query, Result>): StaffList<Query, Result> {
  const online = useOnlineStatus();
  const [unreachable, setUnreachable] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const [state, setState] = useState<ListState<Query, Result>>({
    phase: 'loading',
    view: null,
    error: null,
    refreshError: null,
  });

  const queryKey = JSON.stringify(query);
  const latest = useRef({ query, load, fallbackError });
  latest.current = { query, load, fallbackError };
  const viewRef = useRef(state.view);
  viewRef.current = state.view;
  const requestId = useRef(0);
  /** Set by `reload`: the next load shows 'Loading...' even for the query already on screen. */
  const showLoading = useRef(false);

  const showSavedCopy = useCallback(
    async (id: number) => {
      if (viewRef.current) {
        setState((current) => ({ ...current, phase: 'ready', error: null }));
        return;
      }
      const snapshot = await readSnapshot<Query, Result>(key);
      if (id !== requestId.current) return;
      setState(
        snapshot
          ? {
              phase: 'ready',
              view: { query: snapshot.query, result: snapshot.result, loadedAt: snapshot.savedAt },
              error: null,
              refreshError: null,
            }
          : { phase: 'offline-empty', view: null, error: null, refreshError: null },
      );
    },
    [key],
  );

  const fetchList = useCallback(
    async (mode: 'foreground' | 'background', signal?: AbortSignal) => {
      const id = ++requestId.current;
      const { query: asked, load: loader, fallbackError: fallback } = latest.current;
      if (mode === 'foreground') setState((current) => ({ ...current, phase: 'loading', error: null }));
      try {
        const { result, cachedAt } = await loader(asked, signal);
        if (id !== requestId.current) return;
        // The service worker's last good copy means the server did not answer: show it, read-only.
        const loadedAt = cachedAt ?? Date.now();
        setUnreachable(cachedAt !== null);
        setState({
          phase: 'ready',
          view: { query: asked, result, loadedAt },
          error: null,
          refreshError: null,
        });
        if (cachedAt === null) void saveSnapshot(key, { query: asked, result, savedAt: loadedAt });
      } catch (error) {
        if (id !== requestId.current || signal?.aborted) return;
        if (isNetworkError(error)) {
          setUnreachable(true);
          await showSavedCopy(id);
          return;
        }
        const message = error instanceof Error && error.message ? error.message : fallback;
        setState((current) =>
          mode === 'background' && current.view
            ? { ...current, refreshError: message }
            : { ...current, phase: 'error', error: message },
        );
      }
    },
    [key, showSavedCopy],
  );

  // A new query, a reload, or the connection coming back: load now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey and reloadToken are the triggers
  useEffect(() => {
    if (!online) {
      // Stay read-only until a fresh answer arrives, not merely until the browser says it is online again:
      // the first request after a reconnect can still be answered from the service worker's kept copy.
      setUnreachable(true);
      void showSavedCopy(++requestId.current);
      return;
    }
    const shown = viewRef.current;
    const quietly = !showLoading.current && shown !== null && JSON.stringify(shown.query) === queryKey;
    showLoading.current = false;
    const controller = new AbortController();
    void fetchList(quietly ? 'background' : 'foreground', controller.signal);
    return () => {
      controller.abort();
      requestId.current += 1;
    };
  }, [online, queryKey, reloadToken, fetchList, showSavedCopy]);

  const offline = !online || unreachable;
  const retrying = online && unreachable;
  const timerMs = offline ? null : autoRefreshMs;
  useEffect(() => {
    if (!timerMs) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) void fetchList('background');
    }, timerMs);
    return () => window.clearInterval(timer);
  }, [timerMs, fetchList]);

  // Online but the server not reached (a reconnect whose first answer came from the kept copy, a
  // server restart): try again soon, then less often, until a fresh answer ends read-only mode.
  useEffect(() => {
    if (!retrying) return;
    let attempt = 0;
    let timer: number;
    const next = () => {
      timer = window.setTimeout(
        () => {
          attempt += 1;
          if (!document.hidden) void fetchList('background');
          next();
        },
        Math.min(RETRY_MS, FIRST_RETRY_MS * 2 ** attempt),
      );
    };
    next();
    return () => window.clearTimeout(timer);
  }, [retrying, fetchList]);

  const reload = useCallback(() => {
    showLoading.current = true;
    setReloadToken((token) => token + 1);
  }, []);

  const refresh = useCallback(() => {
    if (!offline) void fetchList('background');
  }, [offline, fetchList]);

  const mutate = useCallback(
    (update: (result: Result) => Result) => {
      const view = viewRef.current;
      if (!view) return;
      const next = { ...view, result: update(view.result) };
      viewRef.current = next;
      setState((current) => ({ ...current, view: next }));
      void saveSnapshot(key, { query: next.query, result: next.result, savedAt: next.loadedAt });
    },
    [key],
  );

  return { ...state, offline, reload, refresh, mutate };
}
