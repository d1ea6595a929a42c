import type { Knex } from 'knex';

/** Staff who sign in to the back-office. E-mails are kept lowercased so uniqueness is case-blind. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.uuid('id').primary();
    table.string('email', 254).notNullable().unique();
    table.string('name', 100).notNullable();
    table.string('role', 20).notNullable();
    table.text('password_hash').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('email = lower(email)', [], 'users_email_lowercase');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
