import type { Knex } from 'knex';
import { type CatalogueRules, placeLabel } from '../../../domain/catalogue/catalogue-rules';
import type { PlaceId } from '../../../domain/opening-hours';
import { type ClashingVisit, clashMessage, clashWarning, type PersonKeys } from '../../../domain/visit-clash';
import { HttpError } from '../errors';

/** A public visit of a person that overlaps one of theirs (domain/visit-clash.ts): 409. */
export class VisitClash extends HttpError {
  constructor(
    readonly visit: ClashingVisit,
    label?: string,
  ) {
    super(409, 'visit_clash', clashMessage(visit, label), {}, { clash: visit });
  }
}

/** The capacity check of a public write, taking the person's locks and checking their visits first. */
export const PUBLIC_ROOM_SQL =
  'public_room(:roomPlace, :roomDay::date, :roomTime, :roomMinutes, :roomBooking::uuid, :roomHold::uuid, :personEmail, :personPhone)';

export function personBindings(person: PersonKeys): Record<string, unknown> {
  return { personEmail: person.email, personPhone: person.phone };
}

interface ClashRow {
  kind: ClashingVisit['kind'];
  booking_number: string;
  place: PlaceId;
  visit_date: string | Date;
  visit_time: string;
}

const isoDate = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The person's live visits overlapping `minutes` from `time` on `date`, earliest first. */
export async function clashingVisits(
  db: Knex,
  person: PersonKeys,
  visit: { date: string; time: string; minutes: number },
): Promise<ClashingVisit[]> {
  if (!person.email && !person.phone) return [];
  const { rows } = await db.raw<{ rows: ClashRow[] }>(
    'select * from person_visit_clash(:email, :phone, :day::date, :time, :minutes)',
    { email: person.email, phone: person.phone, day: visit.date, time: visit.time, minutes: visit.minutes },
  );
  return rows.map((row) => ({
    kind: row.kind,
    bookingNumber: row.booking_number,
    place: row.place,
    date: isoDate(row.visit_date),
    time: row.visit_time,
  }));
}

/** The 409 for a public write its statement found clashing (the visit it clashed with, looked up after). */
export async function clashRefusal(
  db: Knex,
  person: PersonKeys,
  visit: { date: string; time: string; minutes: number },
): Promise<HttpError> {
  const [first] = await clashingVisits(db, person, visit);
  // Cancelled between the statement and this look-up: the client may simply try again.
  if (!first)
    return new HttpError(
      409,
      'visit_clash',
      'Your other booking at this time just changed. Please try again.',
    );
  return new VisitClash(first);
}

/** The desk's warnings for a visit it books for a person who already has one then. */
export async function clashWarnings(
  db: Knex,
  person: PersonKeys,
  visit: { date: string; time: string; minutes: number },
  places: Pick<CatalogueRules, 'findPlace'>,
): Promise<string[]> {
  return (await clashingVisits(db, person, visit)).map((clash) =>
    clashWarning(clash, placeLabel(places, clash.place)),
  );
}
