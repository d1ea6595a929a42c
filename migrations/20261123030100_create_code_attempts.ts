import type { Knex } from 'knex';

/**
 * Wrong update and delete codes, per staff user, in the database so the limit holds across server
 * instances; each row is also the lasting record of the security event.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('code_attempts', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('kind', 10).notNullable();
    table.string('ip', 64).notNullable();
    table.timestamp('attempted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'attempted_at'], 'code_attempts_user_idx');
    table.index(['attempted_at'], 'code_attempts_attempted_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('code_attempts');
}
