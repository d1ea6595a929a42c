import type { Knex } from 'knex';

/**
 * The capacity check leaves out the booking being moved (`id <> ...`): with the id in the index as
 * well, that check and the availability list still read the index alone, never the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_open_visits_idx');
  await knex.raw(`
    create index bookings_open_visits_idx on bookings (branch, service_date)
      include (service_time, visit_minutes, id)
      where deleted_at is null and status in ('pending', 'confirmed')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_open_visits_idx');
  await knex.raw(`
    create index bookings_open_visits_idx on bookings (branch, service_date)
      include (service_time, visit_minutes)
      where deleted_at is null and status in ('pending', 'confirmed')`);
}
