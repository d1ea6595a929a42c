import type { Knex } from 'knex';

/** The consultation change request an e-mail to the clinic is about, so it renders that one. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table
      .uuid('consultation_request_id')
      .references('id')
      .inTable('consultation_change_requests')
      .onDelete('set null');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropColumn('consultation_request_id');
  });
}
