import type { Knex } from 'knex';

/**
 * The home-service travel fee a booking was priced with (issue 24 item 10), kept apart from its
 * treatments and stored, so a later change of the clinic's fees never alters a booking made before.
 * 0 for a clinic visit and wherever the clinic sets no fee.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.decimal('travel_fee', 10, 2).notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('travel_fee');
  });
}
