import type { Knex } from 'knex';

/**
 * One row, one number: bumped in the same transaction as every catalogue or branch edit, so each
 * instance learns of an edit by reading this row alone. Its row lock also puts edits one after another.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_version', (table) => {
    table.smallint('id').primary();
    table.bigInteger('version').notNullable();
    table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('id = 1', [], 'catalogue_version_one_row');
  });
  await knex('catalogue_version').insert({ id: 1, version: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('catalogue_version');
}
