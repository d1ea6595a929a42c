import type { Knex } from 'knex';

/**
 * An assignment the desk chose (PATCH /api/bookings/:id { assignments }, issue 26 item 4) is kept as
 * chosen: a later booking's plan may swap other visits' rooms and people among themselves to fit,
 * but never a visit with a pinned assignment. Everything booked before stays free to move.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_assignments', (table) => {
    table.boolean('pinned').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booking_assignments', (table) => {
    table.dropColumn('pinned');
  });
}
