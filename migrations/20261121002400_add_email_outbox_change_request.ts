import type { Knex } from 'knex';

/** The change request an e-mail is about (asked, accepted, declined), so it renders that one. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.uuid('change_request_id').references('id').inTable('booking_change_requests').onDelete('set null');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropColumn('change_request_id');
  });
}
