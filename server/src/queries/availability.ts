import type { Knex } from 'knex';
import { MAX_DAYS_AHEAD } from '../../../domain/appointment-time';
import { daySlots, type Slot } from '../../../domain/availability';
import { type NextAvailable, type StripDay, stripOf } from '../../../domain/availability-days';
import type { PlaceHours } from '../../../domain/catalogue/catalogue-rules';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { type Alternative, type DayOfSlots, nearestAlternatives } from '../../../domain/nearest-alternatives';
import type { PlaceId } from '../../../domain/opening-hours';
import { type Exclusions, placeLoad } from './busy-visits';

export interface DayQuery {
  place: PlaceId;
  date: string;
  minutes: number;
  now: Date;
  /** The current catalogue's hours (`CatalogueRules`). */
  hours: PlaceHours;
}

/** The starts offered for one day at one place, with what remains at each. */
export async function dayAvailability(
  db: Knex,
  { place, date, minutes, now, hours }: DayQuery,
): Promise<Slot[]> {
  const { capacity, closed, visits } = await placeLoad(db, place, date, date);
  return daySlots({
    place,
    date,
    minutes,
    capacity,
    visits: visits.get(date) ?? [],
    closed: closed.has(date),
    hours: hours.hoursOn(place, date),
    now,
  });
}

/** Days searched for alternatives: a month is enough to find six free starts anywhere not closed. */
const ALTERNATIVE_DAYS = 31;

/**
 * The nearest free starts to a full one at the same place (see nearestAlternatives), read in one
 * pass over the month from the asked day; `exclude` as in the check that found it full.
 */
export async function findAlternatives(
  db: Knex,
  { place, date, time, minutes, now, hours }: DayQuery & { time: string },
  exclude: Exclusions = {},
): Promise<Alternative[]> {
  const last =
    [addDays(date, ALTERNATIVE_DAYS - 1), addDays(manilaDate(now), MAX_DAYS_AHEAD)].sort()[0] ?? date;
  const { capacity, closed, visits } = await placeLoad(db, place, date, last, exclude);
  const days: DayOfSlots[] = [];
  for (let day = date; day <= last; day = addDays(day, 1)) {
    const slots = daySlots({
      place,
      date: day,
      minutes,
      capacity,
      visits: visits.get(day) ?? [],
      closed: closed.has(day),
      hours: hours.hoursOn(place, day),
      now,
    });
    days.push({ date: day, slots });
  }
  return nearestAlternatives({ date, time }, days);
}

/**
 * A strip of `days` days from `from` (cut at the last bookable day): the free starts of each and the
 * first free one, read in one statement over the whole range, so the cost is one round trip
 * whatever the strip's length.
 */
export async function stripAvailability(
  db: Knex,
  {
    place,
    from,
    days,
    minutes,
    now,
    hours,
  }: { place: PlaceId; from: string; days: number; minutes: number; now: Date; hours: PlaceHours },
): Promise<{ days: StripDay[]; next: NextAvailable | null }> {
  const last = [addDays(from, days - 1), addDays(manilaDate(now), MAX_DAYS_AHEAD)].sort()[0] ?? from;
  const { capacity, closed, visits } = await placeLoad(db, place, from, last);
  const strip = [];
  for (let day = from; day <= last; day = addDays(day, 1)) {
    const dayClosed = closed.has(day);
    const slots = daySlots({
      place,
      date: day,
      minutes,
      capacity,
      visits: visits.get(day) ?? [],
      closed: dayClosed,
      hours: hours.hoursOn(place, day),
      now,
    });
    strip.push({ date: day, closed: dayClosed, slots });
  }
  return stripOf(strip);
}
