import type { Knex } from 'knex';

/** The treatment categories the clinic edits, in the order the pages list them. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_categories', (table) => {
    table.string('id', 60).primary();
    table.smallint('position').notNullable();
    table.string('name', 120).notNullable();
    table.string('icon', 300).notNullable();
    table.text('description').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('catalogue_categories');
}
