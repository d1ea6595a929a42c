import { type BranchId, isBranchId } from './branches';

/** Where a visit takes place: a clinic branch, a home visit, or an online video consultation. */
export type PlaceId = BranchId | 'online';

export const ONLINE_PLACE = 'online' as const;
export const PLACE_IDS: readonly PlaceId[] = ['makati', 'las-pinas', 'quezon-city', 'home', ONLINE_PLACE];

export interface OpeningHours {
  /** `HH:MM`, the first start offered. */
  opens: string;
  /** `HH:MM`, by when every visit must have ended. */
  closes: string;
}

/**
 * Daily hours, the same every day of the week. The clinics' hours are the ones their pages show;
 * home visits and video consultations run until the last slot of the old form, 10:00 PM.
 */
export const OPENING_HOURS: Readonly<Record<PlaceId, OpeningHours>> = {
  makati: { opens: '10:00', closes: '21:00' },
  'las-pinas': { opens: '10:00', closes: '20:00' },
  'quezon-city': { opens: '10:00', closes: '20:00' },
  home: { opens: '10:00', closes: '22:00' },
  online: { opens: '10:00', closes: '22:00' },
};

/** Starts are offered every half hour, the step of every duration in the catalogue. */
export const START_STEP_MINUTES = 30;

export function isPlaceId(value: unknown): value is PlaceId {
  return value === ONLINE_PLACE || isBranchId(value);
}

const digit = (time: string, at: number) => time.charCodeAt(at) - 48;
const isDigit = (time: string, at: number) => digit(time, at) >= 0 && digit(time, at) <= 9;

/**
 * `14:30` -> 870. Planning a day reads thousands of stored times, so the `HH:MM` every stored time
 * has is read digit by digit; anything else goes through the general split.
 */
export function minuteOfDay(time: string): number {
  if (
    time.length === 5 &&
    time[2] === ':' &&
    isDigit(time, 0) &&
    isDigit(time, 1) &&
    isDigit(time, 3) &&
    isDigit(time, 4)
  )
    return (digit(time, 0) * 10 + digit(time, 1)) * 60 + digit(time, 3) * 10 + digit(time, 4);
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** 870 -> `14:30`. */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Every start (`HH:MM`) at which a visit of `minutes` fits inside the place's hours. */
export function startsWithinHours(
  place: PlaceId,
  minutes: number,
  hours: OpeningHours = OPENING_HOURS[place],
): string[] {
  const starts: string[] = [];
  const last = minuteOfDay(hours.closes) - minutes;
  for (let minute = minuteOfDay(hours.opens); minute <= last; minute += START_STEP_MINUTES) {
    starts.push(timeOfMinute(minute));
  }
  return starts;
}

/** How a message names the place: "fully booked at Makati", "for home visits". */
export const PLACE_LABELS: Readonly<Record<PlaceId, string>> = {
  makati: 'at Makati',
  'las-pinas': 'at Las Piñas',
  'quezon-city': 'at Timog',
  home: 'for home visits',
  online: 'for video consultations',
};
