import type { Knex } from 'knex';
import { catalogueSeed } from '../domain/catalogue/catalogue-seed';
import { branchWrite, categoryRow, serviceWrite } from '../server/src/catalogue/catalogue-rows';

/**
 * Today's compiled catalogue and places into the tables (issue 25 item 1): every category, treatment
 * and promo package, the three clinics, home visits and video consultations with their hours. The
 * version starts at 1. Later edits are the clinic's; `down` empties the tables again.
 */
export async function up(knex: Knex): Promise<void> {
  const seed = catalogueSeed();
  await knex('catalogue_categories').insert(seed.categories.map(categoryRow));
  await knex('catalogue_services').insert(
    seed.services.map((service, position) => ({ ...serviceWrite(service), position })),
  );
  await knex('branches').insert(
    seed.branches.map((branch, position) => ({ ...branchWrite(branch), position })),
  );
  await knex('catalogue_version').where({ id: 1 }).update({ version: 1, changed_at: knex.fn.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex('catalogue_history').delete();
  await knex('branches').delete();
  await knex('catalogue_services').delete();
  await knex('catalogue_categories').delete();
  await knex('catalogue_version').where({ id: 1 }).update({ version: 0 });
}
