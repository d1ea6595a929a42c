import type { Knex } from 'knex';
import type { Catalogue, ClosedDate } from '../../../domain/catalogue/catalogue-shapes';
import type { CatalogueDates } from '../../../domain/seo/sitemap';
import {
  type BranchRow,
  branchOfRow,
  type CategoryRow,
  categoryOfRow,
  type ServiceRow,
  serviceOfRow,
} from './catalogue-rows';

/** The number every edit bumps: the one cheap read an instance makes to know whether it is current. */
export async function readCatalogueVersion(db: Knex): Promise<number> {
  const row = await db('catalogue_version').where({ id: 1 }).first('version');
  return Number(row?.version ?? 0);
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * When the current version was made (the version row's `changed_at`) and each treatment last edited
 * (its newest history row): the sitemap's `lastmod`. Read in the same transaction as the catalogue.
 */
export async function readCatalogueDates(db: Knex): Promise<CatalogueDates> {
  const row = await db('catalogue_version')
    .where({ id: 1 })
    .first<{ changed_at: Date | string } | undefined>('changed_at');
  const edits = await db('catalogue_history')
    .where({ entity: 'service' })
    .groupBy('entity_id')
    .select<Array<{ entity_id: string; changed_at: Date | string }>>(
      'entity_id',
      db.raw('max(changed_at) as changed_at'),
    );
  return {
    updatedAt: isoOf(row?.changed_at ?? new Date(0)),
    serviceUpdatedAt: Object.fromEntries(edits.map((edit) => [edit.entity_id, isoOf(edit.changed_at)])),
  };
}

/**
 * The whole catalogue as `GET /api/catalogue` answers it, closed dates from `today` (Manila) on.
 * Pass the transaction of an edit to read what it is about to commit.
 */
export async function readCatalogue(db: Knex, today: string): Promise<Catalogue> {
  // One after another: inside a transaction they share one connection (pg deprecates overlapping them).
  const version = await readCatalogueVersion(db);
  const categories = await db('catalogue_categories').select<CategoryRow[]>('*').orderBy('position');
  const services = await db('catalogue_services').select<ServiceRow[]>('*').orderBy(['position', 'id']);
  const branches = await db('branches').select<BranchRow[]>('*').orderBy('position');
  const closed = await db('closed_dates')
    .select<Array<{ place: string; closed_date: string; reason: string }>>('place', 'closed_date', 'reason')
    .where('closed_date', '>=', today)
    .orderBy(['closed_date', 'place']);
  const closedByPlace = new Map<string, ClosedDate[]>();
  for (const row of closed) {
    const list = closedByPlace.get(row.place) ?? [];
    list.push({ date: row.closed_date, reason: row.reason });
    closedByPlace.set(row.place, list);
  }
  return {
    version,
    categories: categories.map(categoryOfRow),
    services: services.map(serviceOfRow),
    branches: branches.map((row) => branchOfRow(row, closedByPlace.get(row.id) ?? [])),
  };
}
