import type { BusyVisit } from './availability';
import type { DayHours } from './catalogue/catalogue-shapes';
import { minuteOfDay, type PlaceId } from './opening-hours';

/**
 * Why a booked visit no longer fits its place: the day is closed, too many visits overlap it, it
 * starts or ends outside the place's hours (a booking made before the hours changed), or its
 * practitioner is away (a day off entered after it was booked, issue 26 item 4).
 */
export type StrandReason = 'closed' | 'over-capacity' | 'outside-hours' | 'practitioner-away';

export type VisitKind = 'booking' | 'consultation';

/** A booked visit that settings leave without a place, as the desk reads it to move or tell the client. */
export interface StrandedVisit {
  kind: VisitKind;
  id: string;
  bookingNumber: string;
  customerName: string;
  email: string;
  phone: string;
  place: PlaceId;
  date: string;
  time: string;
  minutes: number;
  reason: StrandReason;
  /** The closed day's reason, when it gave one. */
  closedReason: string;
}

export interface PlacedVisit extends BusyVisit {
  id: string;
}

/**
 * The visits of one place and day that a closed day leaves without a place: all of them. (A
 * capacity number once stranded the visits booked last over it; since issue 26 rooms, people and
 * consultants decide, and a day off lists its visits by practitioner-gaps.ts. 'over-capacity' stays
 * a reason for the e-mails and lists of before.)
 */
export function strandedVisits(visits: readonly PlacedVisit[], closed: boolean): Map<string, StrandReason> {
  const stranded = new Map<string, StrandReason>();
  if (closed) for (const visit of visits) stranded.set(visit.id, 'closed');
  return stranded;
}

/** The reason a stranded client is given, when a closed day gave none of its own. */
export const STRAND_REASON_WORDS: Record<StrandReason, string> = {
  closed: 'the clinic is closed that day.',
  'over-capacity': 'the clinic takes fewer clients at that time than it had planned.',
  'outside-hours': 'the clinic is no longer open at that time.',
  'practitioner-away': 'the practitioner you were booked with is not working at that time.',
};

/**
 * Whether a visit of `minutes` from `time` falls outside a day's hours (null: the place does not
 * open that weekday). Bookings made before the hours were kept per place (round two) could start
 * at 9:30 PM where the place now closes at 8 PM (issue 30 item 13).
 */
export function outsideHours(time: string, minutes: number, hours: DayHours | null): boolean {
  if (!hours) return true;
  const start = minuteOfDay(time);
  return start < minuteOfDay(hours.opens) || start + minutes > minuteOfDay(hours.closes);
}
