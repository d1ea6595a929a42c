import type { Knex } from 'knex';

/**
 * The client's "Text me about this booking" (default on): off, the booking gets no SMS. Existing
 * bookings keep getting texts, as a new one does unless the client unticks it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.boolean('sms_opt_in').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('sms_opt_in');
  });
}
