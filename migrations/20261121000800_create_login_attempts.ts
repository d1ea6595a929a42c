import type { Knex } from 'knex';

/**
 * Failed sign-ins, counted per account and address and per address alone, in the database so the
 * limit holds across server instances.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_attempts', (table) => {
    table.bigIncrements('id').primary();
    table.string('email', 254).notNullable();
    table.string('ip', 64).notNullable();
    table.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['email', 'ip', 'attempted_at'], 'login_attempts_pair_idx');
    table.index(['ip', 'attempted_at'], 'login_attempts_ip_idx');
    table.index(['attempted_at'], 'login_attempts_attempted_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_attempts');
}
