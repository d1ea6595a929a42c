import type { Knex } from 'knex';

/**
 * What limits a branch (issue 26): practitioners with `skills` (a JSON list such as ["doctor"]),
 * rooms and machines with a `type` ('' for a generic room). A resource is retired (`active` false),
 * never deleted, so past bookings keep naming it. One name per branch, whatever its case, so the
 * desk never sees two "Room 1" columns.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('resources', (table) => {
    table.uuid('id').primary();
    table.string('branch', 20).notNullable().references('id').inTable('branches');
    table.string('kind', 20).notNullable();
    table.string('name', 120).notNullable();
    table.jsonb('skills').notNullable().defaultTo('[]');
    table.string('type', 60).notNullable().defaultTo('');
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('updated_by', 254);
    table.check("kind in ('practitioner', 'room', 'machine')", [], 'resources_kind');
    table.index(['branch'], 'resources_branch_idx');
  });
  await knex.raw('create unique index resources_branch_name_key on resources (branch, lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('resources');
}
