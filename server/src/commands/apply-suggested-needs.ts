import type { Knex } from 'knex';
import { sameNeeds, suggestedNeeds } from '../../../domain/catalogue/suggested-needs';
import { type ServiceRow, serviceOfRow, serviceWrite } from '../catalogue/catalogue-rows';
import { validationFailed } from '../errors';
import { bumpCatalogueVersion, recordCatalogueChange } from './catalogue-edit';

/**
 * Gives the named treatments (every one when none is named) the needs domain/ suggests for them
 * (suggested-needs.ts), in one catalogue version with a history row for each treatment that
 * changed; answers the ids changed, in catalogue order. An unknown id is a 400 naming it and
 * nothing is written. Meant for a clinic that has described its people and machines first: a
 * treatment needing a doctor is offered nowhere without one.
 */
export async function applySuggestedNeeds(
  db: Knex,
  serviceIds: readonly string[] | undefined,
  actor: string,
): Promise<string[]> {
  return db.transaction(async (trx) => {
    const version = await bumpCatalogueVersion(trx);
    const query = trx('catalogue_services').orderBy('position').forUpdate();
    if (serviceIds) query.whereIn('id', [...new Set(serviceIds)]);
    const rows = (await query) as ServiceRow[];
    const found = new Set(rows.map((row) => row.id));
    const unknown = serviceIds?.find((id) => !found.has(id));
    if (unknown !== undefined)
      throw validationFailed(`serviceIds: there is no treatment "${unknown.slice(0, 100)}"`);
    const changed: string[] = [];
    for (const row of rows) {
      const before = serviceOfRow(row);
      const needs = suggestedNeeds(before);
      if (sameNeeds(before.needs, needs)) continue;
      const after = { ...before, needs };
      await trx('catalogue_services')
        .where({ id: row.id })
        .update({ ...serviceWrite(after), updated_at: trx.fn.now(), updated_by: actor });
      await recordCatalogueChange(trx, {
        version,
        entity: 'service',
        entityId: row.id,
        actor,
        before,
        after,
      });
      changed.push(row.id);
    }
    return changed;
  });
}
