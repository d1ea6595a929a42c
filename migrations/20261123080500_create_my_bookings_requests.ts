import type { Knex } from 'knex';

/**
 * "E-mail me my bookings" requests, counted per address (hashed, so the table lists nobody's e-mail)
 * and per client network address, to rate-limit the link across every server instance.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('my_bookings_requests', (table) => {
    table.bigIncrements('id').primary();
    table.string('email_hash', 64).notNullable();
    table.string('client_ip', 64).notNullable();
    table.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['email_hash', 'requested_at'], 'my_bookings_requests_email_idx');
    table.index(['client_ip', 'requested_at'], 'my_bookings_requests_ip_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('my_bookings_requests');
}
