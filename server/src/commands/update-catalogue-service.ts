import type { Knex } from 'knex';
import type { CatalogueService } from '../../../domain/catalogue/catalogue-shapes';
import type { ServicePatch } from '../../../domain/schemas/catalogue';
import { type ServiceRow, serviceOfRow, serviceWrite } from '../catalogue/catalogue-rows';
import { notFound, validationFailed } from '../errors';
import { bumpCatalogueVersion, recordCatalogueChange } from './catalogue-edit';

/** A category the catalogue has, or a 400 naming the field. */
export async function checkCategory(trx: Knex, category: string | undefined): Promise<void> {
  if (category === undefined) return;
  const found = await trx('catalogue_categories').where({ id: category }).first('id');
  if (!found) throw validationFailed(`category: there is no category "${category.slice(0, 60)}"`);
}

/** Drops the keys a patch left out, so `{ ...before, ...patch }` keeps what was not sent. */
export function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** An admin's change to one treatment, with the version bump and the history row, in one transaction. */
export async function updateCatalogueService(
  db: Knex,
  id: string,
  patch: ServicePatch,
  actor: string,
): Promise<CatalogueService> {
  return db.transaction(async (trx) => {
    const version = await bumpCatalogueVersion(trx);
    const row = await trx('catalogue_services').where({ id }).forUpdate().first<ServiceRow | undefined>();
    if (!row) throw notFound('No such treatment');
    await checkCategory(trx, patch.category);
    const before = serviceOfRow(row);
    const after = { ...before, ...definedOnly(patch) } as CatalogueService;
    await trx('catalogue_services')
      .where({ id })
      .update({ ...serviceWrite(after), updated_at: trx.fn.now(), updated_by: actor });
    await recordCatalogueChange(trx, { version, entity: 'service', entityId: id, actor, before, after });
    return after;
  });
}
