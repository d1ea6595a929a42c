import type { Knex } from 'knex';
import type { Resource } from '../../../domain/resources/resource-shapes';
import type { ResourceScheduleInput } from '../../../domain/schemas/resources';
import { notFound } from '../errors';
import { findResource } from '../queries/resources';
import { isUuid } from '../users/users';

/**
 * Replaces a resource's whole schedule: its weekly hours (null: none, so a room or machine follows
 * the branch) and every date exception, in one transaction so availability never reads half of it.
 */
export async function setResourceSchedule(
  db: Knex,
  id: string,
  schedule: ResourceScheduleInput,
  actor: string,
): Promise<Resource> {
  if (!isUuid(id)) throw notFound('No such resource');
  await db.transaction(async (trx) => {
    const row = await trx('resources').where({ id }).forUpdate().first('id');
    if (!row) throw notFound('No such resource');
    const weekly = schedule.weekly === null ? null : JSON.stringify(schedule.weekly);
    await trx('resource_schedules')
      .insert({ resource_id: id, weekly, updated_by: actor })
      .onConflict('resource_id')
      .merge({ weekly, updated_at: trx.fn.now(), updated_by: actor });
    await trx('resource_exceptions').where({ resource_id: id }).delete();
    if (schedule.exceptions.length > 0) {
      await trx('resource_exceptions').insert(
        schedule.exceptions.map((exception) => ({
          resource_id: id,
          exception_date: exception.date,
          hours: 'hours' in exception ? JSON.stringify(exception.hours) : null,
        })),
      );
    }
    await trx('resources').where({ id }).update({ updated_at: trx.fn.now(), updated_by: actor });
  });
  return (await findResource(db, id)) as Resource;
}
