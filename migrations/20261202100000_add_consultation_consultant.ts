import type { Knex } from 'knex';

/**
 * Who takes an online consultation (issue 26 item 1: the online place's resources are its
 * consultants, the practitioners of the place 'online'): the consultant and their name as it was
 * booked (a later rename leaves the call's record alone). A call is one 30-minute line, so one
 * consultant and the call's own date and time say all its assignment does. Null on calls booked
 * before; the day's plan places those among the consultants as it finds them (stored-visits.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('online_consultations', (table) => {
    table.uuid('consultant_id').references('id').inTable('resources');
    table.string('consultant_name', 120);
    table.index(['consultant_id', 'consultation_date'], 'online_consultations_consultant_day_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('online_consultations', (table) => {
    table.dropIndex(['consultant_id', 'consultation_date'], 'online_consultations_consultant_day_idx');
    table.dropColumn('consultant_name');
    table.dropColumn('consultant_id');
  });
}
