import type { Knex } from 'knex';

/**
 * A resource's weekly hours: `weekly` maps mon ... sun to lists of ['HH:MM', 'HH:MM'] ranges, a
 * weekday left out being off; null (or no row) means no weekly schedule, so a room or a machine
 * follows its branch's hours. Its date exceptions live in `resource_exceptions`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('resource_schedules', (table) => {
    table.uuid('resource_id').primary().references('id').inTable('resources').onDelete('CASCADE');
    table.jsonb('weekly');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('updated_by', 254);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('resource_schedules');
}
