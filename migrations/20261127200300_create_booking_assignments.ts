import type { Knex } from 'knex';

/**
 * Who and what each line of a booking takes, and when: minutes from midnight of the booking's date,
 * end excluded. `kind` and `name` are the resource's as it was booked (a later rename leaves the
 * visit's record alone). A booking's assignments go with it; a resource with assignments cannot be
 * deleted (it is retired instead). Read by resource and date for a day's availability.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_assignments', (table) => {
    table.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('CASCADE');
    table.smallint('position').notNullable();
    table.string('service_id', 100).notNullable();
    table.uuid('resource_id').notNullable().references('id').inTable('resources');
    table.string('kind', 20).notNullable();
    table.string('name', 120).notNullable();
    table.date('service_date').notNullable();
    table.smallint('start_minute').notNullable();
    table.smallint('end_minute').notNullable();
    table.primary(['booking_id', 'position']);
    table.check(
      'start_minute >= 0 and start_minute < end_minute and end_minute <= 1440',
      [],
      'booking_assignments_span',
    );
    table.check("kind in ('practitioner', 'room', 'machine')", [], 'booking_assignments_kind');
    table.index(['resource_id', 'service_date'], 'booking_assignments_resource_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_assignments');
}
