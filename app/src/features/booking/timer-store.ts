import type { ClinicDatabase } from '../../offline/db';
import { type BookingTimerState, extend, parseTimerState } from './booking-timer';

export const BOOKING_TIMER_KEY = 'booking-timer';

export async function readTimer(db: ClinicDatabase): Promise<BookingTimerState | null> {
  return parseTimerState((await db.keyval.get(BOOKING_TIMER_KEY))?.value);
}

/** Starts the countdown unless one is already running (a reload, or a second tab got there first). */
export async function startTimer(db: ClinicDatabase, now: number): Promise<BookingTimerState> {
  return db.transaction('rw', db.keyval, async () => {
    const existing = await readTimer(db);
    if (existing) return existing;
    const state: BookingTimerState = { startedAt: now, extended: false };
    await db.keyval.put({ key: BOOKING_TIMER_KEY, value: state });
    return state;
  });
}

/** Takes the one-minute extension when it is on offer; otherwise leaves the timer as it is. */
export async function extendTimer(db: ClinicDatabase, now: number): Promise<void> {
  await db.transaction('rw', db.keyval, async () => {
    const existing = await readTimer(db);
    if (!existing) return;
    const next = extend(existing, now);
    if (next !== existing) await db.keyval.put({ key: BOOKING_TIMER_KEY, value: next });
  });
}

export async function clearTimer(db: ClinicDatabase): Promise<void> {
  await db.keyval.delete(BOOKING_TIMER_KEY);
}
