/** SPEC sections 4 and 9: five minutes to book, one extra minute on offer in the last minute. */
export const BOOKING_SECONDS = 300;
export const EXTENSION_SECONDS = 60;
export const CRITICAL_SECONDS = 60;
export const BOOKING_EXPIRED_MESSAGE = 'Your booking time has expired. Please refresh the page.';

/** What is kept on the device (keyval `booking-timer`) so a reload does not reset the countdown. */
export interface BookingTimerState {
  /** Epoch ms when the visitor opened /booking with a non-empty cart. */
  startedAt: number;
  /** True once the one extension was taken. */
  extended: boolean;
}

export function deadlineOf(state: BookingTimerState): number {
  return state.startedAt + (BOOKING_SECONDS + (state.extended ? EXTENSION_SECONDS : 0)) * 1000;
}

/** Whole seconds left, rounded up so the display reads 5:00 at the start and 0:00 only at the end. */
export function secondsLeft(state: BookingTimerState, now: number): number {
  return Math.max(0, Math.ceil((deadlineOf(state) - now) / 1000));
}

export function isExpired(state: BookingTimerState, now: number): boolean {
  return secondsLeft(state, now) === 0;
}

export function isCritical(seconds: number): boolean {
  return seconds <= CRITICAL_SECONDS;
}

/** The extension is offered once, in the last minute, while time remains. */
export function canExtend(state: BookingTimerState, now: number): boolean {
  const left = secondsLeft(state, now);
  return !state.extended && left > 0 && left <= CRITICAL_SECONDS;
}

export function extend(state: BookingTimerState, now: number): BookingTimerState {
  return canExtend(state, now) ? { ...state, extended: true } : state;
}

/** `4:05` for 245 seconds. */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A stored value read back defensively: anything malformed counts as no timer at all. */
export function parseTimerState(value: unknown): BookingTimerState | null {
  if (!value || typeof value !== 'object') return null;
  const { startedAt, extended } = value as Partial<BookingTimerState>;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
  return { startedAt, extended: extended === true };
}
