import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../offline/db';
import { type BookingTimerState, canExtend, deadlineOf, isCritical, secondsLeft } from './booking-timer';
import { clearTimer, extendTimer, readTimer, startTimer } from './timer-store';

export interface BookingTimer {
  /** `undefined` until the countdown is running. */
  secondsLeft: number | undefined;
  critical: boolean;
  canExtend: boolean;
  extend(): void;
  /** True from the moment the countdown reached zero on this page. */
  expired: boolean;
  /** True while the countdown is about to show: its clock is being read, or started. */
  starting: boolean;
}

const TICK_MS = 1000;
/** A timer that vanished this close to its end was cleared by another tab at its own expiry. */
const EXPIRY_SLACK_MS = 1500;

/**
 * The booking countdown, kept in `keyval` so a reload or a second tab sees the same clock. It runs
 * while `active` (the form is on screen with a non-empty cart); at zero it clears its state once and
 * calls `onExpire`.
 */
export function useBookingTimer(active: boolean, onExpire: () => void): BookingTimer {
  const state = useLiveQuery(() => readTimer(db), []);
  const [now, setNow] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  const lastSeen = useRef<BookingTimerState | null>(null);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  const expire = useCallback(() => {
    setExpired(true);
    void clearTimer(db);
    onExpireRef.current();
  }, []);

  useEffect(() => {
    if (!active) {
      // A countdown cleared while the form was away (sent, say) is no reason to expire a new one.
      lastSeen.current = null;
      return;
    }
    if (expired || state === undefined) return;
    if (state) {
      lastSeen.current = state;
      return;
    }
    const previous = lastSeen.current;
    if (previous && deadlineOf(previous) <= Date.now() + EXPIRY_SLACK_MS) expire();
    else void startTimer(db, Date.now());
  }, [active, expired, state, expire]);

  useEffect(() => {
    if (!active || !state || expired) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active, state, expired]);

  const left = active && state && !expired ? secondsLeft(state, now) : undefined;

  useEffect(() => {
    if (left === 0) expire();
  }, [left, expire]);

  const extend = useCallback(() => {
    void extendTimer(db, Date.now());
  }, []);

  return {
    secondsLeft: left,
    critical: left !== undefined && isCritical(left),
    canExtend: Boolean(active && state && !expired && canExtend(state, now)),
    extend,
    expired,
    starting: active && !expired && !state,
  };
}
