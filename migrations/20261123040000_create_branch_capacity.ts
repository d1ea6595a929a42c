import type { Knex } from 'knex';

/** How many visits each place takes at once; the contract's defaults, editable by admins. */
const DEFAULTS = [
  { place: 'makati', parallel_visits: 4 },
  { place: 'las-pinas', parallel_visits: 3 },
  { place: 'quezon-city', parallel_visits: 3 },
  { place: 'home', parallel_visits: 2 },
  { place: 'online', parallel_visits: 1 },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('place_capacity', (table) => {
    table.string('place', 20).primary();
    table.smallint('parallel_visits').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('updated_by', 254);
    table.check('parallel_visits between 0 and 100', [], 'place_capacity_parallel_visits_range');
  });
  await knex('place_capacity').insert(DEFAULTS);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('place_capacity');
}
