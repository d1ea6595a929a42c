import type { Knex } from 'knex';

/**
 * Public writes counted per subject (`address:<client>` or `recipient:<e-mail>`) in a window that
 * starts at the first write, in the database so the limits hold across server instances. One row per
 * subject; the hourly clean-up drops rows whose window ended more than a day ago.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('public_writes', (table) => {
    table.string('subject', 320).primary();
    table.timestamp('window_started', { useTz: true }).notNullable();
    table.integer('count').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('public_writes');
}
