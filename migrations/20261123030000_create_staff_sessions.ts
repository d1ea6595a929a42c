import type { Knex } from 'knex';

/**
 * One row per issued back-office token (its `jti`), checked on every request, so a sign-out, a
 * password reset, a role change or a removal ends tokens the server has already handed out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_sessions', (table) => {
    table.uuid('id').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true }).nullable();
    table.index(['user_id'], 'staff_sessions_user_idx');
    table.index(['expires_at'], 'staff_sessions_expires_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_sessions');
}
