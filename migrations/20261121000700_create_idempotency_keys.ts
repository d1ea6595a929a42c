import type { Knex } from 'knex';

/**
 * The first answer to each `Idempotency-Key`, per endpoint, with a hash of the request it answered.
 * Kept at least 7 days. The hourly clean-up scans the table (a week of keys): an index on
 * `created_at` would cost every booking more than it saves once an hour.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (table) => {
    table.string('scope', 40).notNullable();
    table.string('key', 200).notNullable();
    table.string('request_hash', 64).notNullable();
    table.smallint('response_status').notNullable();
    table.jsonb('response_body').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['scope', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
