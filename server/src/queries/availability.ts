import type { Knex } from 'knex';
import { MAX_DAYS_AHEAD } from '../../../domain/appointment-time';
import { daySlots } from '../../../domain/availability';
import { type NextAvailable, type StripDay, stripOf } from '../../../domain/availability-days';
import { type CatalogueRules, type PlaceHours, placeLabel } from '../../../domain/catalogue/catalogue-rules';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { type Alternative, type DayOfSlots, nearestAlternatives } from '../../../domain/nearest-alternatives';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';
import type { DayPlanInput } from '../../../domain/resources/day-plan';
import {
  fittingPractitioners,
  type PractitionerChoice,
  practitionerProblem,
  withPractitioner,
} from '../../../domain/resources/practitioner-choice';
import type { VisitLine } from '../../../domain/resources/visit-plan';
import { practitionerRefused } from '../validation/practitioner-field';
import { type Exclusions, placeLoad } from './busy-visits';
import { type ExplainedSlot, freeStartsByResources, slotsByResources } from './resource-availability';
import { cartLines, loadResourceDays } from './resource-days';

/**
 * What decides a start (issue 26 item 3): at a clinic or home, the branch's resources, when the
 * cart is known and the catalogue's rules are at hand; online consultations (and a caller that
 * names no treatments) keep counting the place's capacity.
 */
export interface ByResources {
  /** The cart's treatments, in cart order. */
  services?: readonly string[] | undefined;
  /** The practitioner the client asks for (issue 26 item 4); none for Anyone. */
  practitionerId?: string | null | undefined;
}

/** What a client is offered beside the starts: the practitioners they may choose for the cart. */
export interface Offer<T> {
  practitioners: PractitionerChoice[];
  result: T;
}

/**
 * The cart's lines with the choice, after checking it against the day's resources (400 naming the
 * practitioner when they cannot be booked for it), and the practitioners the client may choose.
 */
function choiceOf(
  day: DayPlanInput | undefined,
  {
    services,
    practitionerId,
    rules,
    place,
  }: {
    services: readonly string[];
    practitionerId?: string | null | undefined;
    rules: CatalogueRules;
    place: PlaceId;
  },
): { lines: VisitLine[]; practitioners: PractitionerChoice[] } {
  const plain = cartLines(services, rules);
  const resources = day?.resources ?? [];
  if (practitionerId) {
    const problem = practitionerProblem(resources, plain, practitionerId, placeLabel(rules, place));
    if (problem) throw practitionerRefused(problem);
  }
  return {
    lines: withPractitioner(plain, practitionerId),
    practitioners: fittingPractitioners(resources, plain),
  };
}

function resourceRules(
  place: PlaceId,
  hours: PlaceHours,
  services: readonly string[] | undefined,
): CatalogueRules | undefined {
  if (place === ONLINE_PLACE || !services || !('catalogue' in hours)) return undefined;
  return hours as CatalogueRules;
}

/** The day's starts inside the hours and not passed, before anything is counted. */
function startsOf(query: { place: PlaceId; date: string; minutes: number; now: Date }, hours: PlaceHours) {
  return daySlots({
    ...query,
    capacity: 1,
    visits: [],
    closed: false,
    hours: hours.hoursOn(query.place, query.date),
  });
}

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
  query: DayQuery & ByResources & { explain?: boolean },
): Promise<ExplainedSlot[]> {
  return (await dayOffer(db, query)).result;
}

/** `dayAvailability` and the practitioners the client may choose (none where nobody is chosen). */
export async function dayOffer(
  db: Knex,
  {
    place,
    date,
    minutes,
    now,
    hours,
    services,
    practitionerId,
    explain,
  }: DayQuery & ByResources & { explain?: boolean },
): Promise<Offer<ExplainedSlot[]>> {
  const rules = resourceRules(place, hours, services);
  if (rules && services) {
    const day = (await loadResourceDays(db, { place, from: date, to: date, rules })).get(date);
    const { lines, practitioners } = choiceOf(day, { services, practitionerId, rules, place });
    const starts = day?.branchHours ? startsOf({ place, date, minutes, now }, hours) : [];
    return { practitioners, result: day ? slotsByResources(day, lines, starts, explain) : [] };
  }
  const { capacity, closed, visits } = await placeLoad(db, place, date, date);
  return {
    practitioners: [],
    result: daySlots({
      place,
      date,
      minutes,
      capacity,
      visits: visits.get(date) ?? [],
      closed: closed.has(date),
      hours: hours.hoursOn(place, date),
      now,
    }),
  };
}

/** Days searched for alternatives: a month is enough to find six free starts anywhere not closed. */
const ALTERNATIVE_DAYS = 31;

/**
 * The nearest free starts to a full one at the same place (see nearestAlternatives), read in one
 * pass over the month from the asked day; `exclude` as in the check that found it full.
 */
export async function findAlternatives(
  db: Knex,
  {
    place,
    date,
    time,
    minutes,
    now,
    hours,
    services,
    practitionerId,
  }: DayQuery & ByResources & { time: string },
  exclude: Exclusions = {},
): Promise<Alternative[]> {
  const last =
    [addDays(date, ALTERNATIVE_DAYS - 1), addDays(manilaDate(now), MAX_DAYS_AHEAD)].sort()[0] ?? date;
  const rules = resourceRules(place, hours, services);
  if (rules && services) {
    const planned = await loadResourceDays(db, { place, from: date, to: last, rules, exclude });
    const lines = cartLines(services, rules, practitionerId);
    const days: DayOfSlots[] = [...planned].map(([day, input]) => ({
      date: day,
      slots: input.branchHours
        ? freeStartsByResources(input, lines, startsOf({ place, date: day, minutes, now }, hours))
        : [],
    }));
    return nearestAlternatives({ date, time }, days);
  }
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
    services,
    practitionerId,
  }: {
    place: PlaceId;
    from: string;
    days: number;
    minutes: number;
    now: Date;
    hours: PlaceHours;
  } & ByResources,
): Promise<{ days: StripDay[]; next: NextAvailable | null; practitioners: PractitionerChoice[] }> {
  const last = [addDays(from, days - 1), addDays(manilaDate(now), MAX_DAYS_AHEAD)].sort()[0] ?? from;
  const rules = resourceRules(place, hours, services);
  if (rules && services) {
    const planned = await loadResourceDays(db, { place, from, to: last, rules });
    const { lines, practitioners } = choiceOf(planned.get(from), { services, practitionerId, rules, place });
    return {
      practitioners,
      ...stripOf(
        [...planned].map(([day, input]) => ({
          date: day,
          closed: input.branchHours === null && rules.hoursOn(place, day) !== null,
          slots: input.branchHours
            ? freeStartsByResources(input, lines, startsOf({ place, date: day, minutes, now }, hours))
            : [],
        })),
      ),
    };
  }
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
  return { practitioners: [], ...stripOf(strip) };
}
