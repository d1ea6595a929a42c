import type { Knex } from 'knex';

/**
 * The place-minutes each public client (`address:<bucket>` or `contact:<e-mail>`) took with bookings
 * and consultations sent online, per place and day, for the share one client may take of a day
 * (domain/day-share.ts). Live holds count from `slot_holds` itself. The hourly clean-up drops the
 * rows of days that have passed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('day_share_takes', (table) => {
    table.uuid('id').primary();
    table.string('subject', 330).notNullable();
    table.string('place', 20).notNullable();
    table.date('share_date').notNullable();
    table.smallint('minutes').notNullable();
    table.timestamp('taken_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['subject', 'place', 'share_date'], 'day_share_takes_subject_idx');
    table.index(['share_date'], 'day_share_takes_date_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('day_share_takes');
}
