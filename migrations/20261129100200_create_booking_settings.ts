import type { Knex } from 'knex';

/**
 * The clinic's booking settings, one row: `instant_confirmation` confirms every online booking that
 * passes availability at once (off: a booking waits for the desk's call, as before, unless paid online).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_settings', (table) => {
    table.smallint('id').primary().defaultTo(1);
    table.boolean('instant_confirmation').notNullable().defaultTo(false);
    table.text('updated_by').nullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table booking_settings add constraint booking_settings_one_row check (id = 1)');
  await knex('booking_settings').insert({ id: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_settings');
}
