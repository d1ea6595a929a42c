import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { PLACE_LABELS } from '../../../domain/opening-hours';
import { resourceFitProblem } from '../../../domain/resources/resource-fit';
import type { Resource } from '../../../domain/resources/resource-shapes';
import type { ResourceCreate, ResourcePatch } from '../../../domain/schemas/resources';
import { conflict, HttpError, notFound } from '../errors';
import { findResource } from '../queries/resources';
import { isUuid } from '../users/users';
import { definedOnly } from './update-catalogue-service';

const NO_SUCH_RESOURCE = 'No such resource';

/** 409 naming the clash when another resource of the branch already has that name, whatever its case. */
async function refuseTakenName(trx: Knex, branch: string, name: string, except?: string): Promise<void> {
  const query = trx('resources').where({ branch }).whereRaw('lower(name) = lower(?)', [name]);
  if (except) query.whereNot({ id: except });
  if (await query.first('id')) {
    throw conflict(
      `There is already a resource named "${name}" ${PLACE_LABELS[branch as Resource['branch']]}`,
    );
  }
}

/** An admin adds a practitioner, room or machine; it is offered from now on (rooms and machines in branch hours). */
export async function addResource(db: Knex, input: ResourceCreate, actor: string): Promise<Resource> {
  const id = crypto.randomUUID();
  await db.transaction(async (trx) => {
    // One writer per branch at a time, so two adds of the same name cannot both pass the check.
    await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`resources:${input.branch}`]);
    await refuseTakenName(trx, input.branch, input.name);
    await trx('resources').insert({
      id,
      branch: input.branch,
      kind: input.kind,
      name: input.name,
      skills: JSON.stringify(input.skills),
      type: input.type,
      active: input.active,
      updated_by: actor,
    });
  });
  return (await findResource(db, id)) as Resource;
}

/** Rename, change skills or type, retire or bring back; the kind and the branch stay. */
export async function changeResource(
  db: Knex,
  id: string,
  patch: ResourcePatch,
  actor: string,
): Promise<Resource> {
  if (!isUuid(id)) throw notFound(NO_SUCH_RESOURCE);
  await db.transaction(async (trx) => {
    const row = await trx('resources').where({ id }).forUpdate().first('branch', 'kind', 'type', 'skills');
    if (!row) throw notFound(NO_SUCH_RESOURCE);
    await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`resources:${row.branch}`]);
    const fields = definedOnly(patch);
    if (fields.name !== undefined) await refuseTakenName(trx, row.branch, fields.name, id);
    const problem = resourceFitProblem(row.kind, {
      skills: fields.skills ?? row.skills,
      type: fields.type ?? row.type,
    });
    if (problem) throw new HttpError(400, 'validation_failed', problem.message, {}, { field: problem.field });
    const { skills, ...rest } = fields;
    await trx('resources')
      .where({ id })
      .update({
        ...rest,
        ...(skills ? { skills: JSON.stringify(skills) } : {}),
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
  });
  return (await findResource(db, id)) as Resource;
}
