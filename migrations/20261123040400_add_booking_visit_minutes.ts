import type { Knex } from 'knex';

/**
 * How long the booked visit takes, stored with the booking so counting a day's capacity reads one
 * column instead of re-pricing carts. Bookings made before durations existed are one hour, the
 * commonest length; the next migration sets their real one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.smallint('visit_minutes').notNullable().defaultTo(60);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('visit_minutes');
  });
}
