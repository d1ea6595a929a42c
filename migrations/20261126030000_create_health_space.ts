import type { Knex } from 'knex';

/**
 * An empty table the health probe truncates and writes one row into: truncating gives it a fresh,
 * empty file, so the row needs a newly allocated page, which a full disk refuses (rewriting the one
 * row of `health_checks` never needs a new page and commits on a full disk).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('health_space', (table) => {
    table.integer('probe').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('health_space');
}
