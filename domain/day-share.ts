import { minuteOfDay, OPENING_HOURS, type OpeningHours, type PlaceId } from './opening-hours';

/**
 * The clinic's decision (issue 23): one client on the public pages (one network address, an IPv6
 * /64, or one e-mail address) may take at most a twelfth of a place's day, counted in place-minutes
 * (parallel places x opening minutes: a place's active rooms, or online its active consultants),
 * across their live holds and the bookings they sent online.
 * That is 220 minutes at Makati (4 rooms, 11 hours), 60 at the video calls (1 consultant, 12 hours):
 * a family's few visits fit, a long treatment day fits, and two online consultations fit. One visit
 * always fits when the client has nothing else there that day, however long, so the longest cart the
 * form sells (240 minutes) is never refused by this rule alone. A larger group is booked by phone:
 * the desk is not limited. Twelve separate clients are needed to hold every start of a day, where
 * three or four were enough before.
 */
export const DAY_SHARE_DIVISOR = 12;

export const DAY_SHARE_MESSAGE =
  'You already hold or booked a large part of this day here. Finish or cancel what you have, choose another day, or call the clinic.';

/** The place-minutes one client may take at `place` on one day, for `parallelVisits` places. */
export function dayShareMinutes(
  place: PlaceId,
  parallelVisits: number,
  hours: OpeningHours | null = OPENING_HOURS[place],
): number {
  if (hours === null) return 0;
  const open = minuteOfDay(hours.closes) - minuteOfDay(hours.opens);
  return Math.floor((Math.max(0, parallelVisits) * open) / DAY_SHARE_DIVISOR);
}

/** Whether `asked` more minutes would take the client past their share, with `taken` already theirs. */
export function overDayShare(taken: number, asked: number, share: number): boolean {
  return taken > 0 && taken + asked > share;
}
