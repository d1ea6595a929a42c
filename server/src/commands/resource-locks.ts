import type { Knex } from 'knex';
import type { VisitLine } from '../../../domain/resources/visit-plan';
import type { PersonKeys } from '../../../domain/visit-clash';
import { namedStatement, runNamed } from '../db/named-statement';
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
const PERSON_THEN_LOCK = namedStatement(`
  with person as (
    select public_person(:roomDay::date, :roomTime, :roomMinutes, :personEmail, :personPhone) as verdict),
  ${CANDIDATES}
  select (select verdict from person) as verdict, ids::text[] as ids,
         case when (select verdict from person) = 'ok' then lock_resources(ids, :day::date) end
    from candidates`);

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
): Promise<{ clash: true } | { clash: false; ids: string[] }> {
  const bindings = {
    place: request.place,
    day: request.date,
    needs: JSON.stringify(lines.flatMap((line) => line.needs)),
  };
  const rows = await runNamed<{ verdict: string; ids: string[] | null }>(
    trx,
    person ? PERSON_THEN_LOCK : LOCK,
    person ? { ...bindings, ...roomBindings(request), ...personBindings(person) } : bindings,
  );
  if (rows[0]?.verdict === 'clash') return { clash: true };
  return { clash: false, ids: rows[0]?.ids ?? [] };
}
