import type { Knex } from 'knex';

export type CatalogueEntity = 'service' | 'branch';

/**
 * Opens a catalogue edit: bumps the version in the edit's own transaction, which also takes the
 * version row's lock, so edits (on any instance) run one after another and each "before" is what
 * that edit really replaced. Call it first in the transaction.
 */
export async function bumpCatalogueVersion(trx: Knex.Transaction): Promise<number> {
  const [row] = await trx('catalogue_version')
    .where({ id: 1 })
    .update({ version: trx.raw('version + 1'), changed_at: trx.fn.now() })
    .returning('version');
  return Number((row as { version: number | string }).version);
}

/** Who changed what, before and after, under the version the edit made. */
export async function recordCatalogueChange(
  trx: Knex.Transaction,
  change: {
    version: number;
    entity: CatalogueEntity;
    entityId: string;
    actor: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await trx('catalogue_history').insert({
    version: change.version,
    entity: change.entity,
    entity_id: change.entityId,
    changed_by: change.actor,
    before: change.before === null ? null : JSON.stringify(change.before),
    after: JSON.stringify(change.after),
  });
}
