import type { Knex } from 'knex';

/**
 * Where visits happen: the clinics, home visits and video consultations (`kind`), keyed by the place
 * ids bookings already carry. `hours` maps each weekday to `{ opens, closes }` or null (closed that
 * weekday). Closed dates stay in `closed_dates`, which the capacity check already reads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('branches', (table) => {
    table.string('id', 20).primary();
    table.smallint('position').notNullable();
    table.string('kind', 10).notNullable();
    table.string('name', 120).notNullable();
    table.string('area_name', 120).notNullable();
    table.string('address', 300).notNullable().defaultTo('');
    table.string('phone', 40).notNullable().defaultTo('');
    table.string('map_url', 1000).notNullable().defaultTo('');
    table.jsonb('hours').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('updated_by', 254);
    table.check("kind in ('clinic', 'home', 'online')", [], 'branches_kind');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('branches');
}
