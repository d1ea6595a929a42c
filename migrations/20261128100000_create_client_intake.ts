import type { Knex } from 'knex';

/**
 * A client's health form (issue 27 items 2 and 5): one row per client, kept current. `answers` is
 * the whole form (question id -> value and the date it was given) sealed with AES-256-GCM under
 * `HEALTH_DATA_KEY` (server/src/health-data/), so the table and any dump of it hold no readable
 * answer. Its own table, so an export or an erasure of the client takes it whole.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_intake', (table) => {
    table.uuid('client_id').primary().references('id').inTable('clients');
    table.text('answers').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_intake');
}
