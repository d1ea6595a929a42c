import type { Knex } from 'knex';

/** Who changed which treatment or branch, when, and what it was before and after (null before: created). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_history', (table) => {
    table.bigIncrements('id');
    table.bigInteger('version').notNullable();
    table.string('entity', 20).notNullable();
    table.string('entity_id', 100).notNullable();
    table.string('changed_by', 254).notNullable();
    table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.jsonb('before');
    table.jsonb('after').notNullable();
    table.check("entity in ('service', 'branch')", [], 'catalogue_history_entity');
    table.index(['changed_at'], 'catalogue_history_changed_at_idx');
    table.index(['entity', 'entity_id'], 'catalogue_history_entity_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('catalogue_history');
}
