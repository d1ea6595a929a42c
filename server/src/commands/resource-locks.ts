import type { Knex } from 'knex';
import type { VisitLine } from '../../../domain/resources/visit-plan';
import type { PersonKeys } from '../../../domain/visit-clash';
import { namedStatement, runNamed } from '../db/named-statement';
import { NEW_BOOKING_TERMS_SQL, type TermsRow, termsBindings } from '../queries/deposit-policy';
import { personBindings } from './person-clash';
import { roomBindings } from './take-place';
import type { ResourceRequest } from './take-resources';

/**
 * The branch's resources that meet one of the visit's needs (as need-match.ts's meetsNeed: the
 * kind, a practitioner's skill, a machine's type; skills and types are stored lowercase).
 */
const CANDIDATES = `
  candidates as (
    select array(
      select distinct r.id
        from resources r, jsonb_array_elements(:needs::jsonb) need
       where r.branch = :place and r.kind = need->>'kind'
         and (need->>'kind' = 'room'
           or (need->>'kind' = 'practitioner' and (trim(need->>'skill') = ''
                 or r.skills @> jsonb_build_array(lower(trim(need->>'skill')))))
           or (need->>'kind' = 'machine' and lower(r.type) = lower(trim(need->>'type'))))
       order by r.id) as ids)`;

/** The candidates locked for the day by lock_resources, in one statement; answers the ids locked. */
const LOCK = namedStatement(`
  with ${CANDIDATES}
  select 'ok' as verdict, ids::text[] as ids, lock_resources(ids, :day::date) from candidates`);

/**
 * A public write's person first, in the same statement: public_person takes the person's locks and
 * checks their other visits (its own statements, each seeing what committed before its locks), and
 * only when it answers 'ok' are the resources locked, so every writer still takes the person's
 * locks before any resource's. One round trip where there were two.
 */
const PERSON_THEN_LOCK_SQL = `
  with person as (
    select public_person(:roomDay::date, :roomTime, :roomMinutes, :personEmail, :personPhone) as verdict),
  ${CANDIDATES}
  select (select verdict from person) as verdict, ids::text[] as ids,
         case when (select verdict from person) = 'ok' then lock_resources(ids, :day::date) end
    from candidates`;
const PERSON_THEN_LOCK = namedStatement(PERSON_THEN_LOCK_SQL);

/**
 * The same, and the terms a new online booking starts with (deposit-policy.ts), read in it: one
 * round trip where there were two. They are read from the statement's snapshot, taken before the
 * person's locks, as the terms read before the transaction were.
 */
const PERSON_TERMS_THEN_LOCK = namedStatement(`
  select locked.*, terms.* from (${PERSON_THEN_LOCK_SQL}) as locked, (${NEW_BOOKING_TERMS_SQL}) as terms`);

/**
 * Locks every resource of the place that could serve one of the lines, for the day (one advisory
 * lock per resource and date, in a stable order, so writers for other machines or people never
 * wait), after the person's locks and check when `person` is given. Answers 'clash' when the
 * person has an overlapping visit (nothing of the place locked), else the ids locked.
 */
export async function lockResources(
  trx: Knex.Transaction,
  request: ResourceRequest,
  lines: readonly VisitLine[],
  person?: PersonKeys,
  /** Read the new booking's terms (a public booking) in the same statement. */
  withTerms = false,
): Promise<{ clash: true } | { clash: false; ids: string[]; terms?: TermsRow }> {
  const bindings = {
    place: request.place,
    day: request.date,
    needs: JSON.stringify(lines.flatMap((line) => line.needs)),
  };
  const terms = person !== undefined && withTerms;
  const rows = await runNamed<{ verdict: string; ids: string[] | null } & Partial<TermsRow>>(
    trx,
    terms ? PERSON_TERMS_THEN_LOCK : person ? PERSON_THEN_LOCK : LOCK,
    person
      ? {
          ...bindings,
          ...roomBindings(request),
          ...personBindings(person),
          ...(terms ? termsBindings(person) : {}),
        }
      : bindings,
  );
  const row = rows[0];
  if (row?.verdict === 'clash') return { clash: true };
  const ids = row?.ids ?? [];
  if (!terms || !row) return { clash: false, ids };
  const { instant_confirmation, mode, percent, visited } = row;
  return {
    clash: false,
    ids,
    terms: {
      instant_confirmation: instant_confirmation === true,
      mode: mode ?? null,
      percent: percent ?? null,
      visited: visited ?? null,
    },
  };
}
