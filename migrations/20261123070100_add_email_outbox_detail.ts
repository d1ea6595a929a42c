import type { Knex } from 'knex';

/**
 * What an e-mail must say that the booking no longer holds when the worker renders it: the reason
 * staff gave for a cancellation, the date and time a booking was moved from. Null for the rest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.jsonb('detail');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropColumn('detail');
  });
}
