import type { Knex } from 'knex';
import { MAX_DAYS_AHEAD } from '../../../domain/appointment-time';
import { daySlots } from '../../../domain/availability';
import { type NextAvailable, type StripDay, stripOf } from '../../../domain/availability-days';
import { type CatalogueRules, type PlaceHours, placeLabel } from '../../../domain/catalogue/catalogue-rules';
import { DEFAULT_NEEDS } from '../../../domain/catalogue/catalogue-shapes';
import { addDays, manilaDate } from '../../../domain/manila-date';
import {
  type Alternative,
  type DayOfSlots,
  MAX_ALTERNATIVES,
  nearestAlternatives,
} from '../../../domain/nearest-alternatives';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';
import { CONSULTATION_SERVICE_ID } from '../../../domain/resources/consultation-line';
import type { DayPlanInput } from '../../../domain/resources/day-plan';
import {
  fittingPractitioners,
  type PractitionerChoice,
  practitionerProblem,
  withPractitioner,
} from '../../../domain/resources/practitioner-choice';
import type { VisitLine } from '../../../domain/resources/visit-plan';
import { practitionerRefused } from '../validation/practitioner-field';
import type { Exclusions } from './busy-visits';
import { type ExplainedSlot, freeStartsByResources, slotsByResources } from './resource-availability';
import { cartLines, loadResourceDays } from './resource-days';

/**
 * What decides a start (issue 26 items 1 and 3): the place's resources, always. A clinic or home
 * cart takes what its treatments need; an online consultation takes one consultant (the online
 * place's practitioners) for its 30 minutes; a caller that names no treatments (the day sheet's
 * free places, availability without `services`) asks for a generic visit of its length that needs a
 * room, so it counts the place's free rooms. The old per-place capacity number is read nowhere.
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

/** The treatments the plan takes at `place`: the consultation online, the cart elsewhere (maybe none). */
function servicesAt(place: PlaceId, services: readonly string[] | undefined): readonly string[] {
  return place === ONLINE_PLACE ? [CONSULTATION_SERVICE_ID] : (services ?? []);
}

/** The lines planned for a caller that names no treatments: one visit of its length that takes a room. */
function genericLines(minutes: number): VisitLine[] {
  return [{ serviceId: '', serviceName: 'Visit', minutes, needs: DEFAULT_NEEDS }];
}

/** The lines to plan and the practitioners to offer (checking a chosen one: 400 when unfit). */
function linesOf(
  day: DayPlanInput | undefined,
  query: {
    place: PlaceId;
    services?: readonly string[] | undefined;
    minutes: number;
    rules: CatalogueRules;
  } & {
    practitionerId?: string | null | undefined;
  },
): { lines: VisitLine[]; practitioners: PractitionerChoice[] } {
  const services = servicesAt(query.place, query.services);
  if (services.length === 0) return { lines: genericLines(query.minutes), practitioners: [] };
  const practitionerId = query.place === ONLINE_PLACE ? null : query.practitionerId;
  const choice = choiceOf(day, { ...query, services, practitionerId });
  // Online the consultants are not chosen by the client: nobody is offered.
  return query.place === ONLINE_PLACE ? { ...choice, practitioners: [] } : choice;
}

/** The day's starts inside the hours and not passed, before anything is counted. */
export function startsOf(
  query: { place: PlaceId; date: string; minutes: number; now: Date },
  hours: PlaceHours,
) {
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
  /** The current catalogue's rules: its hours and its treatments' needs. */
  hours: CatalogueRules;
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
  query: DayQuery & ByResources & { explain?: boolean },
): Promise<Offer<ExplainedSlot[]>> {
  return offerOfDay(await readDay(db, query), query);
}

/** What one day at one place is made of (loadResourceDays), as the current rules read it. */
export async function readDay(
  db: Knex,
  { place, date, hours }: Pick<DayQuery, 'place' | 'date' | 'hours'>,
): Promise<DayPlanInput | undefined> {
  return (await loadResourceDays(db, { place, from: date, to: date, rules: hours })).get(date);
}

/** dayOffer's answer from the day as read (`day` is only read, so one read may serve many carts). */
export function offerOfDay(
  day: DayPlanInput | undefined,
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
): Offer<ExplainedSlot[]> {
  const { lines, practitioners } = linesOf(day, { place, services, practitionerId, minutes, rules: hours });
  const starts = day?.branchHours ? startsOf({ place, date, minutes, now }, hours) : [];
  return { practitioners, result: day ? slotsByResources(day, lines, starts, explain) : [] };
}

/** Days searched for alternatives: a month is enough to find six free starts anywhere not closed. */
const ALTERNATIVE_DAYS = 31;

/**
 * How the month is read: the asked day alone (most refusals find six other starts on it), then the
 * rest of its week, then the rest of the month, each only when the days before gave fewer than six
 * (nearestAlternatives takes the days in order, so the answer is the month's). A refusal read and
 * planned all 31 days: 13 ms of database and 14 ms of app time, several bookings' worth.
 */
const ALTERNATIVE_READS = [1, 7, ALTERNATIVE_DAYS];

/**
 * The nearest free starts to a full one at the same place (see nearestAlternatives), read in up to
 * three passes over the month from the asked day (ALTERNATIVE_READS); `exclude` as in the check that
 * found it full.
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
    services: asked,
    practitionerId,
  }: DayQuery & ByResources & { time: string },
  exclude: Exclusions = {},
): Promise<Alternative[]> {
  const lastBookable = addDays(manilaDate(now), MAX_DAYS_AHEAD);
  const services = servicesAt(place, asked);
  const lines =
    services.length === 0
      ? genericLines(minutes)
      : cartLines(services, hours, place === ONLINE_PLACE ? null : practitionerId);
  const days: DayOfSlots[] = [];
  let alternatives: Alternative[] = [];
  let from = date;
  for (const length of ALTERNATIVE_READS) {
    const to = [addDays(date, length - 1), lastBookable].sort()[0] ?? date;
    if (to < from) break;
    const planned = await loadResourceDays(db, { place, from, to, rules: hours, exclude });
    for (const [day, input] of planned) {
      days.push({
        date: day,
        slots: input.branchHours
          ? freeStartsByResources(input, lines, startsOf({ place, date: day, minutes, now }, hours))
          : [],
      });
    }
    alternatives = nearestAlternatives({ date, time }, days);
    if (alternatives.length >= MAX_ALTERNATIVES) break;
    from = addDays(to, 1);
  }
  return alternatives;
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
    hours: CatalogueRules;
  } & ByResources,
): Promise<{ days: StripDay[]; next: NextAvailable | null; practitioners: PractitionerChoice[] }> {
  const last = [addDays(from, days - 1), addDays(manilaDate(now), MAX_DAYS_AHEAD)].sort()[0] ?? from;
  const planned = await loadResourceDays(db, { place, from, to: last, rules: hours });
  const { lines, practitioners } = linesOf(planned.get(from), {
    place,
    services,
    practitionerId,
    minutes,
    rules: hours,
  });
  return {
    practitioners,
    ...stripOf(
      [...planned].map(([day, input]) => ({
        date: day,
        closed: input.branchHours === null && hours.hoursOn(place, day) !== null,
        slots: input.branchHours
          ? freeStartsByResources(input, lines, startsOf({ place, date: day, minutes, now }, hours))
          : [],
      })),
    ),
  };
}
