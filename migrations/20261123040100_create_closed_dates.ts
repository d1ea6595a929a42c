import type { Knex } from 'knex';

/** Days a place takes no visits (holidays, renovation); one row per place and date. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('closed_dates', (table) => {
    table.string('place', 20).notNullable();
    table.date('closed_date').notNullable();
    table.string('reason', 200).notNullable().defaultTo('');
    table.primary(['place', 'closed_date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('closed_dates');
}
