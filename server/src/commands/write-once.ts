import type { Knex } from 'knex';
import { minuteOfDay } from '../../../domain/opening-hours';
import type { Assignment } from '../../../domain/resources/resource-shapes';
import { BOOKING_NUMBER_PATTERN } from '../../../domain/schemas/fields';
import type { PersonKeys } from '../../../domain/visit-clash';
import { type NamedStatement, namedStatement, runNamed } from '../db/named-statement';
import { conflict, HttpError } from '../errors';
import {
  claimBindings,
  claimCte,
  type IdempotencyClaim,
  isClaimTaken,
  replay,
  type StoredResponse,
  stillInProgress,
} from '../idempotency/idempotency';
import type { TermsRow } from '../queries/deposit-policy';
import { CONSULTATION_PREFIX } from '../queries/resource-days';
import { randomBookingNumber } from './booking-numbers';
import { visitIdOf } from './consultation-visit';
import { clashRefusal, PUBLIC_ROOM_SQL, personBindings } from './person-clash';
import { inPlaceQueue, placeQueueKey } from './place-queue';
import { type PlaceRequest, ROOM_SQL, type RoomVerdict, refuseUnlessRoom, roomBindings } from './take-place';
import {
  type ResourceRequest,
  resourceQueueKey,
  storeAssignments,
  takeResourcesOf,
  usesResources,
} from './take-resources';

/**
 * Named bindings (`:name`) must not share a name with a type a cast names (`::date`, `::uuid`...):
 * knex would read the cast as another binding.
 */
export interface Attempt {
  /** Data-modifying CTEs; the one named `anchor` returns the new row's id, or nothing on a number clash. */
  ctes: string[];
  anchor: string;
  bindings: Record<string, unknown>;
  /** The answer, complete before the write, so the key can be stored with it in the same statement. */
  response: StoredResponse;
  /**
   * More columns of the statement's one row, read from the CTEs (a booking's `form_client`: its
   * client when they have a health form on file). The same text for the same `ctes`.
   */
  alsoSelect?: string;
}

const MAX_TRIES = 10;

/**
 * The capacity check the write must pass, in the same statement: a CTE `room` runs the database's
 * `place_room` (lock, then count) and the anchor CTE inserts only `where (select verdict from room)
 * = 'ok'`. Writers of one place and day take turns on this pool before they send it.
 */
export interface Guard {
  request: PlaceRequest;
  /**
   * For a public write: the person it is for. The check then first takes the person's locks and
   * answers 'clash' when they have a visit then (public_room, see person-clash.ts): 409 naming it.
   */
  person?: PersonKeys | undefined;
  /** A public booking decided by resources: its terms are read in the statement that locks them. */
  terms?: boolean;
}

/**
 * Which capacity check a statement runs: none, the place's, the person's and then the place's, or
 * (resources) none in the statement because the transaction around it took the resources first;
 * `assigned`: that, and the new booking's assignments inserted by the statement too.
 */
type Check = 'none' | 'place' | 'person' | 'resources' | 'assigned';

/** The new booking's assignment rows, in the write's own statement (one round trip fewer). */
const assignedCte = (anchor: string) => `assigned as (
    insert into booking_assignments (booking_id, position, service_id, resource_id, kind, name, service_date, start_minute, end_minute)
    select b.id, a.position, a.service_id, a.resource_id, a.kind, a.name, :assignedDate::date, a.start_minute, a.end_minute
      from ${anchor} b, jsonb_to_recordset(:assignedRows::jsonb)
           as a(position int, service_id text, resource_id uuid, kind text, name text, start_minute int, end_minute int))`;

function assignedBindings(date: string, assignments: readonly Assignment[]): Record<string, unknown> {
  return {
    assignedDate: date,
    assignedRows: JSON.stringify(
      assignments.map((assignment, position) => ({
        position,
        service_id: assignment.serviceId,
        resource_id: assignment.resourceId,
        kind: assignment.kind,
        name: assignment.name,
        start_minute: minuteOfDay(assignment.start),
        end_minute: minuteOfDay(assignment.end),
      })),
    ),
  };
}

interface Outcome {
  inserted: boolean;
  verdict: RoomVerdict | 'clash' | null;
  /** A booking's: its client when they have a health form on file, else null. */
  formClient: string | null;
}

type OutcomeRow = { inserted: number; verdict: RoomVerdict | 'clash' | null; form_client?: string | null };

/** What a write answers: the response, and for a new booking whether its client has a health form. */
export type Written = StoredResponse & {
  replayed: boolean;
  /** Undefined when not known (a replayed answer, a write of another kind): look it up. */
  formClient?: string | null;
};

/** The few shapes a write takes, built once: (its CTEs) -> (anchor, key?, capacity check?) -> statement. */
const statements = new WeakMap<readonly string[], Map<string, NamedStatement>>();

/**
 * The write runs as a named prepared statement (named-statement.ts): each pooled connection parses
 * it once and reuses its plan, instead of parsing and planning its ~40 parameters on every booking
 * (about a fifth of the database's work per booking in the time bench), inside a transaction too.
 * The few shapes (booking or consultation, with or without key or capacity check) never share one.
 */
function statementOf(
  ctes: readonly string[],
  anchor: string,
  keyed: boolean,
  check: Check,
  alsoSelect = '',
): NamedStatement {
  let shapes = statements.get(ctes);
  if (!shapes) {
    shapes = new Map();
    statements.set(ctes, shapes);
  }
  const guarded = check !== 'none';
  const shape = `${anchor}|${keyed}|${check}|${alsoSelect}`;
  let statement = shapes.get(shape);
  if (!statement) {
    const byResources = check === 'resources' || check === 'assigned';
    const verdictSql = byResources ? "'ok'::text" : check === 'person' ? PUBLIC_ROOM_SQL : ROOM_SQL;
    const room = guarded ? [`room as (select ${verdictSql} as verdict)`] : [];
    const all = [
      ...room,
      ...ctes,
      ...(keyed ? [claimCte(anchor)] : []),
      ...(check === 'assigned' ? [assignedCte(anchor)] : []),
    ];
    const verdict = guarded ? '(select verdict from room)' : 'null';
    const sql = `with ${all.join(',\n')}\nselect (select count(*)::int from ${anchor}) as inserted, ${verdict} as verdict${alsoSelect ? `, ${alsoSelect}` : ''}`;
    statement = namedStatement(sql);
    shapes.set(shape, statement);
  }
  return statement;
}

async function insertOnce(
  db: Knex,
  statement: NamedStatement,
  bindings: Record<string, unknown>,
): Promise<Outcome> {
  const rows = await runNamed<OutcomeRow>(db, statement, bindings);
  const row = rows[0];
  return {
    inserted: row?.inserted === 1,
    verdict: row?.verdict ?? null,
    formClient: row?.form_client ?? null,
  };
}

async function claimExists(db: Knex, claim: IdempotencyClaim): Promise<boolean> {
  return (await db('idempotency_keys').where({ scope: claim.scope, key: claim.key }).first()) !== undefined;
}

/**
 * The write of a visit decided by resources (issue 26 items 3 and 6), in one transaction: the
 * person's locks and check for a public write (public_person: 409 naming their other visit) in the
 * statement that then locks the resources, the day read and planned (takeResourcesOf: 409 with
 * alternatives when not free), then the same one statement as any write (its answer now naming the
 * assignments) with the booking's assignments inserted by it (a consultation's consultant after). Answers undefined when the booking number was taken (the caller tries another).
 */
async function writeWithResources(
  db: Knex,
  claim: IdempotencyClaim | undefined,
  candidate: string,
  attempt: (bookingNumber: string, assignments?: Assignment[], terms?: TermsRow) => Attempt,
  guard: Guard & { request: ResourceRequest },
): Promise<(StoredResponse & { replayed?: boolean; formClient?: string | null }) | undefined> {
  const { request, person } = guard;
  try {
    const written = await inPlaceQueue(db, resourceQueueKey(request), () =>
      db.transaction(async (trx) => {
        const taken = await takeResourcesOf(trx, request, person, guard.terms === true);
        if (taken === 'clash') return 'clash' as const;
        const { assignments, terms } = taken;
        const { ctes, anchor, bindings, response, alsoSelect } = attempt(candidate, assignments, terms);
        const visitId = visitIdOf(request.place, String(bindings.id));
        // A booking's assignments go in with it, in the same statement; a consultation's consultant after.
        const booking = !visitId.startsWith(CONSULTATION_PREFIX);
        const statement = statementOf(
          ctes,
          anchor,
          claim !== undefined,
          booking ? 'assigned' : 'resources',
          alsoSelect,
        );
        const outcome = await insertOnce(trx, statement, {
          ...bindings,
          ...(claim ? claimBindings(claim, response) : {}),
          ...(booking ? assignedBindings(request.date, assignments) : {}),
        });
        if (!outcome.inserted) return undefined;
        if (!booking) await storeAssignments(trx, visitId, request.date, assignments, true);
        return alsoSelect ? { ...response, formClient: outcome.formClient } : response;
      }),
    );
    if (written === 'clash' && person) throw await clashRefusal(db, person, request);
    return written === 'clash' ? undefined : written;
  } catch (error) {
    if (claim && isClaimTaken(error)) return replay(db, claim);
    if (claim && error instanceof HttpError && error.status === 409 && (await claimExists(db, claim))) {
      return replay(db, claim);
    }
    throw stillInProgress(error) ?? error;
  }
}

/**
 * Writes a booking or consultation, its history and its e-mail, and claims the Idempotency-Key, in
 * one statement: atomic without a transaction and one round trip to the database. With a `guard`,
 * the same statement first takes the capacity lock and checks there is room (409 when not).
 * - A booking number already taken inserts nothing; the next try uses a fresh number.
 * - A key already taken fails the statement (so nothing is kept) and the first answer is replayed;
 *   a concurrent duplicate waits on the first's key until it commits, then replays it.
 */
export async function writeOnce(
  db: Knex,
  claim: IdempotencyClaim | undefined,
  preferredNumber: string | undefined,
  attempt: (bookingNumber: string, assignments?: Assignment[], terms?: TermsRow) => Attempt,
  guard?: Guard,
): Promise<Written> {
  let candidate =
    preferredNumber && BOOKING_NUMBER_PATTERN.test(preferredNumber) ? preferredNumber : randomBookingNumber();
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    if (guard && usesResources(guard.request)) {
      const written = await writeWithResources(db, claim, candidate, attempt, {
        ...guard,
        request: guard.request,
      });
      if (written) return { replayed: false, ...written };
      candidate = randomBookingNumber();
      continue;
    }
    const { ctes, anchor, bindings, response, alsoSelect } = attempt(candidate);
    const check: Check = !guard ? 'none' : guard.person ? 'person' : 'place';
    const statement = statementOf(ctes, anchor, claim !== undefined, check, alsoSelect);
    const values = {
      ...bindings,
      ...(claim ? claimBindings(claim, response) : {}),
      ...(guard ? roomBindings(guard.request) : {}),
      ...(guard?.person ? personBindings(guard.person) : {}),
    };
    try {
      const outcome = guard
        ? await inPlaceQueue(db, placeQueueKey(guard.request.place, guard.request.date), () =>
            insertOnce(db, statement, values),
          )
        : await insertOnce(db, statement, values);
      if (guard && outcome.verdict !== 'ok') {
        if (outcome.verdict === 'clash' && guard.person)
          throw await clashRefusal(db, guard.person, guard.request);
        refuseUnlessRoom(outcome.verdict === 'clash' ? 'full' : (outcome.verdict ?? 'full'), guard.request);
      }
      if (outcome.inserted) {
        return {
          ...response,
          replayed: false,
          ...(alsoSelect ? { formClient: outcome.formClient } : {}),
        };
      }
    } catch (error) {
      if (claim && isClaimTaken(error)) return replay(db, claim);
      // A replay whose first answer took the last place finds the slot full: the first answer stands.
      if (claim && error instanceof HttpError && error.status === 409 && (await claimExists(db, claim))) {
        return replay(db, claim);
      }
      throw stillInProgress(error) ?? error;
    }
    candidate = randomBookingNumber();
  }
  throw conflict('Could not issue a booking number. Please try again.');
}
