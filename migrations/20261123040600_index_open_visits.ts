import type { Knex } from 'knex';

/**
 * The capacity check reads one place's open visits on one day, many times a second when the
 * availability list refreshes: a partial index holding just those rows, with the start and length
 * in the index itself, so the check never visits the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create index bookings_open_visits_idx on bookings (branch, service_date)
      include (service_time, visit_minutes)
      where deleted_at is null and status in ('pending', 'confirmed')`);
  await knex.raw(`
    create index online_consultations_date_idx on online_consultations (consultation_date)
      include (consultation_time)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists online_consultations_date_idx');
  await knex.raw('drop index if exists bookings_open_visits_idx');
}
