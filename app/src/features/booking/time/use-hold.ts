import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isNetworkError } from '../../../lib/api-client';
import { db as appDb, type ClinicDatabase } from '../../../offline/db';
import { createHold, extendHold, releaseHold } from './availability-api';
import {
  canExtend,
  deadlineFrom,
  EXTENSION_SECONDS,
  type HoldForm,
  type HoldState,
  type HoldTarget,
  isCritical,
  sameTarget,
  secondsLeft,
} from './hold-state';
import { clearHold, readHold, saveHold } from './hold-store';

/**
 * none: no time chosen yet; taking: asking the clinic; held: the clinic keeps the place; offline: no
 * connection to take one (the booking is checked when it is sent); full: the start filled up just
 * before the hold; limited: this connection already holds as many starts as the clinic allows (429);
 * expired: the countdown reached zero, and nothing is taken again until "Start again".
 */
export type HoldStatus = 'none' | 'taking' | 'held' | 'offline' | 'full' | 'limited' | 'expired';

export interface BookingHold {
  status: HoldStatus;
  hold: HoldState | undefined;
  secondsLeft: number | undefined;
  critical: boolean;
  canExtend: boolean;
  /** Why the clinic would not hold the time, in its own words (status `limited`: a 429). */
  refusal: string | undefined;
  extend(): void;
  /** After expiry: takes a new hold for the same choices, everything typed kept. */
  startAgain(): void;
  /** The live hold's id for the submission, which then takes the hold's place. */
  idForSubmission(): string | undefined;
  /** The submission took the hold's place: forget it without giving it back. */
  consumed(): void;
}

const TICK_MS = 1000;
const keyOf = (target: HoldTarget | undefined) =>
  target
    ? `${target.branch}|${target.date}|${target.time}|${target.services.join(',')}|${target.practitionerId ?? ''}`
    : '';

interface HoldOptions {
  form: HoldForm;
  /** The start to hold; `undefined` while the place, date or time is missing. */
  target: HoldTarget | undefined;
  /** False while the list says the start is full or not offered: no hold is asked for it. */
  choosable: boolean;
  /** The form is on screen and not sending. */
  active: boolean;
  onExpire(): void;
  /** The start filled up before the hold: the list should be asked again. */
  onFull(): void;
  database?: ClinicDatabase;
}

/**
 * The hold that keeps the chosen start for the visitor while they finish the form. It follows the
 * form: choosing or changing the place, date, time or cart gives the old place back and takes the
 * new one. It lives in `keyval`, so a reload finds the same hold and the same clock.
 */
export function useHold({
  form,
  target,
  choosable,
  active,
  onExpire,
  onFull,
  database = appDb,
}: HoldOptions): BookingHold {
  const stored = useLiveQuery(() => readHold(database, form), [database, form]);
  const [now, setNow] = useState(() => Date.now());
  const [status, setStatus] = useState<HoldStatus>('none');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const [retryRound, setRetryRound] = useState(0);
  /** The target last asked for, so one failure is not asked again in a loop. */
  const asked = useRef('');
  const callbacks = useRef({ onExpire, onFull });
  callbacks.current = { onExpire, onFull };
  const key = keyOf(target);

  useEffect(() => {
    const again = () => {
      asked.current = '';
      setRetryRound((round) => round + 1);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);

  const expire = useCallback(
    (hold: HoldState) => {
      setExpired(true);
      setStatus('expired');
      void clearHold(database, form, hold.id);
      callbacks.current.onExpire();
    },
    [database, form],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `target`; `retryRound` asks again.
  useEffect(() => {
    if (!active || expired || stored === undefined) return;
    if (stored && target && sameTarget(stored, target)) {
      // A hold that ran out while the page was closed or loading ends as it would on screen.
      if (stored.deadline > Date.now()) setStatus('held');
      else expire(stored);
      return;
    }
    if (stored) {
      // A hold for other choices is given back.
      void releaseHold(stored.id);
      void clearHold(database, form, stored.id);
      return;
    }
    if (!target || !choosable) {
      setStatus('none');
      return;
    }
    if (asked.current === key) return;
    asked.current = key;
    setStatus('taking');
    createHold(target).then(
      async (answer) => {
        const hold: HoldState = {
          id: answer.id,
          branch: target.branch,
          date: target.date,
          time: target.time,
          services: target.services.join(','),
          ...(target.practitionerId ? { practitionerId: target.practitionerId } : {}),
          deadline: deadlineFrom(answer.expiresAt, Date.now()),
          extended: false,
        };
        // The visitor moved on while the clinic answered: the place goes straight back.
        if (asked.current !== key) {
          await releaseHold(answer.id);
          return;
        }
        await saveHold(database, form, hold);
      },
      (error: unknown) => {
        if (asked.current !== key) return;
        if (isApiError(error) && error.status === 409) {
          setStatus('full');
          callbacks.current.onFull();
        } else if (isApiError(error) && error.status === 429) {
          // Three holds already, the client's share of the day, or too many changes: the server says which.
          setRefusal(error.kind === 'http' ? error.message : undefined);
          setStatus('limited');
        } else if (isNetworkError(error) || !navigator.onLine) setStatus('offline');
        else setStatus('none');
      },
    );
  }, [active, expired, stored, key, choosable, database, form, retryRound, expire]);

  useEffect(() => {
    if (!active || !stored) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active, stored]);

  const live = active && stored && target && sameTarget(stored, target) ? stored : undefined;
  const left = live && !expired ? secondsLeft(live, now) : undefined;

  useEffect(() => {
    if (left === 0 && live) expire(live);
  }, [left, live, expire]);

  const extend = useCallback(() => {
    if (!live || !canExtend(live, Date.now())) return;
    extendHold(live.id).then(
      () =>
        saveHold(database, form, {
          ...live,
          deadline: live.deadline + EXTENSION_SECONDS * 1000,
          extended: true,
        }),
      () => undefined,
    );
  }, [live, database, form]);

  const startAgain = useCallback(() => {
    asked.current = '';
    setExpired(false);
    setStatus('none');
  }, []);

  const idForSubmission = useCallback(
    () => (live && live.deadline > Date.now() ? live.id : undefined),
    [live],
  );
  const consumed = useCallback(() => {
    asked.current = key;
    void clearHold(database, form);
  }, [database, form, key]);

  return {
    status: expired ? 'expired' : live && left !== undefined ? 'held' : status === 'held' ? 'taking' : status,
    hold: live,
    secondsLeft: left,
    critical: left !== undefined && isCritical(left),
    canExtend: Boolean(live && !expired && canExtend(live, now)),
    refusal: status === 'limited' ? refusal : undefined,
    extend,
    startAgain,
    idForSubmission,
    consumed,
  };
}
