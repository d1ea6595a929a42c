import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db as appDb, type ClinicDatabase, type Draft } from '../db';
import {
  type DraftId,
  forgetRescue,
  readDraft,
  recoverRescuedDraft,
  rescueDraft,
  saveDraftValues,
} from './draft-store';

/** Typing is saved this long after the last keystroke, and at once on blur or when the page hides. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** Why the device would not keep the draft: full storage, or no storage at all (some private modes). */
export type DraftSaveProblem = 'quota' | 'unavailable';

export type FormValues = Record<string, string>;

export interface DraftState<V extends FormValues> {
  /** `undefined` until the device has answered. */
  values: V | undefined;
  /** The stored draft (`null` when there is none), live across tabs; `undefined` while loading. */
  draft: Draft | null | undefined;
  setValues(update: (current: V) => V): void;
  /** Writes pending typing now (blur, submit, expiry). */
  saveNow(): Promise<void>;
  saveProblem: DraftSaveProblem | undefined;
}

function problemOf(error: unknown): DraftSaveProblem {
  const named = (value: unknown) => (value as { name?: unknown } | undefined)?.name === 'QuotaExceededError';
  return named(error) || named((error as { inner?: unknown }).inner) ? 'quota' : 'unavailable';
}

function merge<V extends FormValues>(defaults: V, stored: Record<string, unknown> | undefined): V {
  const merged: FormValues = { ...defaults };
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (typeof value === 'string') merged[key] = value;
  }
  return merged as V;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * A form's values kept on the device as they are typed: restored on load, saved after a short pause,
 * on blur and when the page is hidden or closed, and kept in step with the same form in other tabs
 * (their saved typing is applied whenever this tab has nothing unsaved of its own).
 */
export function useDraft<V extends FormValues>(
  id: DraftId,
  defaults: V,
  database: ClinicDatabase = appDb,
): DraftState<V> {
  const draft = useLiveQuery(() => readDraft(database, id), [database, id]);
  const [values, setValuesState] = useState<V | undefined>(undefined);
  const [saveProblem, setSaveProblem] = useState<DraftSaveProblem | undefined>(undefined);
  const latest = useRef<V | undefined>(undefined);
  const dirty = useRef(false);
  const appliedAt = useRef(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const defaultsRef = useRef(defaults);

  useEffect(() => {
    if (draft === undefined || dirty.current) return;
    const updatedAt = draft?.updatedAt ?? 0;
    const first = latest.current === undefined;
    if (!first && draft !== null && updatedAt <= appliedAt.current) return;
    const next = merge(defaultsRef.current, draft?.values);
    appliedAt.current = Math.max(appliedAt.current, updatedAt);
    if (latest.current && sameValues(latest.current, next)) return;
    latest.current = next;
    setValuesState(next);
  }, [draft]);

  useEffect(() => {
    void recoverRescuedDraft(database, id).catch(() => undefined);
  }, [database, id]);

  const saveNow = useCallback(
    async (leaving = false) => {
      clearTimeout(timer.current);
      const current = latest.current;
      if (!dirty.current || !current) return;
      dirty.current = false;
      const at = Date.now();
      appliedAt.current = at;
      if (leaving) rescueDraft(id, current, at);
      try {
        await saveDraftValues(database, id, current, at);
        forgetRescue(id, at);
        setSaveProblem(undefined);
      } catch (error) {
        // Still on screen and still unsaved: the next change or blur tries again.
        dirty.current = true;
        setSaveProblem(problemOf(error));
      }
    },
    [database, id],
  );

  const setValues = useCallback(
    (update: (current: V) => V) => {
      const next = update(latest.current ?? defaultsRef.current);
      latest.current = next;
      dirty.current = true;
      setValuesState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), DRAFT_SAVE_DELAY_MS);
    },
    [saveNow],
  );

  useEffect(() => {
    const onHide = () => void saveNow(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void saveNow(true);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void saveNow(true);
    };
  }, [saveNow]);

  return { values, draft, setValues, saveNow, saveProblem };
}
