import type { Knex } from 'knex';

/**
 * Dates unlike a resource's weekday: `hours` null is a day off (leave, a machine in maintenance),
 * else the list of ['HH:MM', 'HH:MM'] ranges worked that date. One row per resource and date; read
 * by date for a day's availability.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('resource_exceptions', (table) => {
    table.uuid('resource_id').notNullable().references('id').inTable('resources').onDelete('CASCADE');
    table.date('exception_date').notNullable();
    table.jsonb('hours');
    table.primary(['resource_id', 'exception_date']);
    table.index(['exception_date'], 'resource_exceptions_date_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('resource_exceptions');
}
