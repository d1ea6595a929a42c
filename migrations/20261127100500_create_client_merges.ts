import type { Knex } from 'knex';

/**
 * An admin's merge of two client records (issue 27 item 1): which record was merged into which, by
 * whom, when, and how many bookings, consultations, packages and keys moved. The merged record stays
 * (with `merged_into`) so old links and this history still resolve.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_merges', (table) => {
    table.uuid('id').primary();
    table.uuid('kept_id').notNullable().references('id').inTable('clients');
    table.uuid('merged_id').notNullable().references('id').inTable('clients');
    table.string('merged_by', 254).notNullable();
    table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.jsonb('moved').notNullable();
    table.unique(['merged_id'], { indexName: 'client_merges_merged_unique' });
    table.index(['kept_id'], 'client_merges_kept_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_merges');
}
