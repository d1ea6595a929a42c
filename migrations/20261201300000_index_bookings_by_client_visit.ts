import type { Knex } from 'knex';

/**
 * The new-versus-returning report (issue 29 item 4) asks, for each person seen in a period, whether
 * they had a visit before it: one index probe per person by client and date, over the visits that
 * count (live, not cancelled), instead of reading every booking of the clinic.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index bookings_client_visits_idx on bookings (client_id, service_date)
    where deleted_at is null and status <> 'cancelled'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index bookings_client_visits_idx');
}
