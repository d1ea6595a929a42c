import type { Knex } from 'knex';

/** Every change of capacity or closed dates: who, when, and the settings before and after. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('capacity_settings_history', (table) => {
    table.bigIncrements('id').primary();
    table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('changed_by', 254).notNullable();
    table.jsonb('before').notNullable();
    table.jsonb('after').notNullable();
    table.index(['changed_at'], 'capacity_settings_history_changed_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('capacity_settings_history');
}
