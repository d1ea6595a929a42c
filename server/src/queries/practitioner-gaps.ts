import type { Knex } from 'knex';
import { HOLDING_STATUSES_SQL } from '../../../domain/booking-status';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { CONSULTATION_MINUTES } from '../../../domain/consultation';
import type { PlaceId } from '../../../domain/opening-hours';
import { type PractitionerGap, practitionerGaps } from '../../../domain/resources/practitioner-gaps';
import type { StrandedVisit } from '../../../domain/stranded-visits';
import { CONSULTATION_PREFIX, loadResourceDays } from './resource-days';

/** A visit that needs another person, as the desk's list shows it (GET /api/resources/affected-visits). */
export interface AffectedVisit extends Omit<PractitionerGap, 'visitId'> {
  /** A booking, or an online consultation whose consultant is away (issue 26 item 1). */
  kind: 'booking' | 'consultation';
  /** The booking's id, or the consultation's. */
  bookingId: string;
  bookingNumber: string;
  customerName: string;
  phone: string;
  /** Whether the client can be e-mailed ("tell the client"); otherwise the desk phones them. */
  hasEmail: boolean;
  branch: PlaceId;
  status: string;
}

interface RangeRow {
  branch: PlaceId;
  first: string;
  last: string;
}

interface BookingFacts {
  id: string;
  booking_number: string;
  customer_name: string;
  phone: string;
  email: string | null;
  branch: PlaceId;
  status: string;
  service_time: string;
  visit_minutes: number | string;
}

/**
 * The names and contacts of the gaps' bookings and consultations, by the plan's visit id (a
 * consultation's as `consultation:<id>`).
 */
async function factsOf(db: Knex, gaps: readonly PractitionerGap[]): Promise<Map<string, BookingFacts>> {
  const ids = [...new Set(gaps.map((gap) => gap.visitId))];
  const calls = ids.filter((id) => id.startsWith(CONSULTATION_PREFIX));
  const bookings = ids.filter((id) => !id.startsWith(CONSULTATION_PREFIX));
  const byId = new Map<string, BookingFacts>();
  if (bookings.length > 0) {
    const rows = (await db('bookings')
      .select(
        'id',
        'booking_number',
        'customer_name',
        'phone',
        'email',
        'branch',
        'status',
        'service_time',
        'visit_minutes',
      )
      .whereIn('id', bookings)) as BookingFacts[];
    for (const row of rows) byId.set(row.id, row);
  }
  if (calls.length > 0) {
    const rows = (await db('online_consultations')
      .select('id', 'booking_number', 'customer_name', 'phone', 'email', 'status')
      .select(
        db.raw("'online' as branch, consultation_time as service_time, ? as visit_minutes", [
          CONSULTATION_MINUTES,
        ]),
      )
      .whereIn(
        'id',
        calls.map((id) => id.slice(CONSULTATION_PREFIX.length)),
      )) as BookingFacts[];
    for (const row of rows) byId.set(`${CONSULTATION_PREFIX}${row.id}`, row);
  }
  return byId;
}

/**
 * The live bookings and online consultations from `today` on whose practitioner is not there for them any more (a day off or
 * other hours entered afterwards, retired), with who else is free then: one statement for the days
 * that have practitioner assignments at all, one per branch for those days' plans (the rule of
 * domain/resources/practitioner-gaps.ts), one for the clients' names.
 */
export async function findAffectedVisits(
  db: Knex,
  {
    rules,
    today,
    branch,
    branches,
    resourceId,
  }: {
    rules: CatalogueRules;
    today: string;
    branch?: PlaceId | undefined;
    /** A staff member's branches (auth/branch-scope.ts): her clients only; null or absent, every branch's. */
    branches?: readonly string[] | null | undefined;
    resourceId?: string | undefined;
  },
): Promise<AffectedVisit[]> {
  const { rows: ranges } = await db.raw<{ rows: RangeRow[] }>(
    `select b.branch, to_char(min(a.service_date), 'YYYY-MM-DD') as first, to_char(max(a.service_date), 'YYYY-MM-DD') as last
       from booking_assignments a join bookings b on b.id = a.booking_id
      where a.kind = 'practitioner' and a.service_date >= :today::date
        and b.deleted_at is null and b.status in (${HOLDING_STATUSES_SQL})
        and (:branch::text is null or b.branch = :branch) and (:resource::uuid is null or a.resource_id = :resource::uuid)
        and (:branches::text is null or b.branch = any(string_to_array(:branches, ',')))
       group by b.branch
      union all
      -- Online calls belong to no branch: every account sees the consultants' (docs/API.md).
      select 'online', to_char(min(c.consultation_date), 'YYYY-MM-DD'), to_char(max(c.consultation_date), 'YYYY-MM-DD')
        from online_consultations c
       where c.consultant_id is not null and c.consultation_date >= :today::date
         and c.status not in ('cancelled', 'no-show')
         and (:branch::text is null or :branch = 'online') and (:resource::uuid is null or c.consultant_id = :resource::uuid)
      having count(*) > 0
       order by 1`,
    {
      today,
      branch: branch ?? null,
      branches: branches ? branches.join(',') : null,
      resource: resourceId ?? null,
    },
  );
  const gaps: Array<PractitionerGap & { branch: PlaceId }> = [];
  for (const range of ranges) {
    const days = await loadResourceDays(db, {
      place: range.branch,
      from: range.first,
      to: range.last,
      rules,
    });
    for (const day of days.values()) {
      for (const gap of practitionerGaps(day, resourceId)) gaps.push({ ...gap, branch: range.branch });
    }
  }
  if (gaps.length === 0) return [];
  const byId = await factsOf(db, gaps);
  return gaps.flatMap(({ visitId, ...gap }) => {
    const row = byId.get(visitId);
    if (!row) return [];
    const consultation = visitId.startsWith(CONSULTATION_PREFIX);
    return [
      {
        ...gap,
        kind: consultation ? ('consultation' as const) : ('booking' as const),
        bookingId: row.id,
        bookingNumber: row.booking_number,
        customerName: row.customer_name,
        phone: row.phone,
        hasEmail: Boolean(row.email),
        status: row.status,
      },
    ];
  });
}

/** The affected visits as the stranded-clients flow reads them ("tell the client": tell-stranded-clients.ts). */
export async function affectedAsStranded(
  db: Knex,
  rules: CatalogueRules,
  today: string,
): Promise<StrandedVisit[]> {
  const affected = await findAffectedVisits(db, { rules, today });
  if (affected.length === 0) return [];
  const rows = (await db('bookings')
    .select('id', 'email', 'service_time', 'visit_minutes')
    .whereIn('id', [...new Set(affected.map((visit) => visit.bookingId))])) as BookingFacts[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  return affected.flatMap((visit) => {
    const row = byId.get(visit.bookingId);
    if (!row || seen.has(visit.bookingId)) return [];
    seen.add(visit.bookingId);
    return [
      {
        kind: 'booking' as const,
        id: visit.bookingId,
        bookingNumber: visit.bookingNumber,
        customerName: visit.customerName,
        email: row.email ?? '',
        phone: visit.phone,
        place: visit.branch,
        date: visit.date,
        time: row.service_time,
        minutes: Number(row.visit_minutes),
        reason: 'practitioner-away' as const,
        closedReason: '',
      },
    ];
  });
}
