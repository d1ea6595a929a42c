import type { Knex } from 'knex';
import type { CatalogueChange } from '../../../domain/catalogue/catalogue-history';
import { toIso } from '../db/rows';

const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The latest catalogue and branch changes, newest first; one entity's when `entity` and `entityId` are given. */
export async function catalogueHistory(
  db: Knex,
  filter: { entity?: string; entityId?: string; limit: number },
): Promise<CatalogueChange[]> {
  const query = db('catalogue_history')
    .select('version', 'entity', 'entity_id', 'changed_by', 'changed_at', 'before', 'after')
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.entity) query.where({ entity: filter.entity });
  if (filter.entityId) query.where({ entity_id: filter.entityId });
  const rows: Array<{
    version: number | string;
    entity: CatalogueChange['entity'];
    entity_id: string;
    changed_by: string;
    changed_at: Date | string;
    before: unknown;
    after: unknown;
  }> = await query;
  return rows.map((row) => ({
    version: Number(row.version),
    entity: row.entity,
    entityId: row.entity_id,
    changedBy: row.changed_by,
    changedAt: toIso(row.changed_at),
    before: row.before === null ? null : parse(row.before),
    after: parse(row.after),
  }));
}
