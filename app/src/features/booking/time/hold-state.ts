/**
 * SPEC sections 4 and 9: five minutes to book, one extra minute on offer in the last minute. Since
 * round two the countdown is the life of a hold the clinic keeps for the chosen start.
 */
export const BOOKING_SECONDS = 300;
export const EXTENSION_SECONDS = 60;
export const CRITICAL_SECONDS = 60;
export const BOOKING_EXPIRED_MESSAGE = 'Your booking time has expired.';

export type HoldForm = 'booking' | 'consultation';

/** The start a form wants held: a place, a date, a time, and the cart that sets the visit's length. */
export interface HoldTarget {
  branch: string;
  date: string;
  time: string;
  services: readonly string[];
  /** The practitioner the client chose (issue 26 item 4); absent or empty for Anyone. */
  practitionerId?: string | undefined;
}

/** A hold as kept on the device (keyval `hold:<form>`), so a reload finds the same place and clock. */
export interface HoldState {
  id: string;
  branch: string;
  date: string;
  time: string;
  /** The cart's service ids, comma-joined, as sent when the hold was taken. */
  services: string;
  /** The practitioner it holds for the client, when they chose one. */
  practitionerId?: string;
  /** Epoch ms on this device's clock when the clinic lets the place go. */
  deadline: number;
  /** True once the one extra minute was taken. */
  extended: boolean;
}

export function sameTarget(hold: HoldState, target: HoldTarget): boolean {
  return (
    hold.branch === target.branch &&
    hold.date === target.date &&
    hold.time === target.time &&
    hold.services === target.services.join(',') &&
    (hold.practitionerId ?? '') === (target.practitionerId ?? '')
  );
}

/**
 * Where the countdown ends on this device's clock. The server's `expiresAt` is trusted when it is a
 * plausible time ahead; a phone whose clock is minutes off counts the full hold from now instead.
 */
export function deadlineFrom(expiresAt: string, now: number, seconds = BOOKING_SECONDS): number {
  const at = Date.parse(expiresAt);
  const left = at - now;
  const plausible = Number.isFinite(at) && left > 0 && left <= (seconds + 5) * 1000;
  return plausible ? at : now + seconds * 1000;
}

/** Whole seconds left, rounded up so the display reads 5:00 at the start and 0:00 only at the end. */
export function secondsLeft(hold: HoldState, now: number): number {
  return Math.max(0, Math.ceil((hold.deadline - now) / 1000));
}

export function isCritical(seconds: number): boolean {
  return seconds <= CRITICAL_SECONDS;
}

/** The extension is offered once, in the last minute, while time remains. */
export function canExtend(hold: HoldState, now: number): boolean {
  const left = secondsLeft(hold, now);
  return !hold.extended && left > 0 && left <= CRITICAL_SECONDS;
}

/** `4:05` for 245 seconds. */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored value read back defensively: anything malformed counts as no hold at all. */
export function parseHoldState(value: unknown): HoldState | null {
  if (!value || typeof value !== 'object') return null;
  const hold = value as Partial<HoldState>;
  const texts = [hold.id, hold.branch, hold.date, hold.time, hold.services];
  if (!texts.every(isText) || typeof hold.deadline !== 'number' || !Number.isFinite(hold.deadline))
    return null;
  return {
    id: hold.id as string,
    branch: hold.branch as string,
    date: hold.date as string,
    time: hold.time as string,
    services: hold.services as string,
    deadline: hold.deadline,
    extended: hold.extended === true,
  };
}
