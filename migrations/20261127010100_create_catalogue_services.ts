import type { Knex } from 'knex';

/**
 * The treatments: what pricing, availability and the admin's list read are columns (price, length,
 * flags, needs, promos); the texts and page flags live in `details` as the pages read them. A null
 * price is 'Price upon consultation'. `position` keeps the catalogue's order ("featured first"
 * tie-break). The clinic retires a treatment (`active` false) rather than deleting it: past bookings
 * still name it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('catalogue_services', (table) => {
    table.string('id', 100).primary();
    table.integer('position').notNullable();
    table.string('category', 60).notNullable().references('id').inTable('catalogue_categories');
    table.string('name', 200).notNullable();
    table.integer('price');
    table.smallint('duration_minutes').notNullable();
    table.boolean('active').notNullable().defaultTo(true);
    table.boolean('home_service').notNullable().defaultTo(false);
    table.boolean('clinic_only').notNullable().defaultTo(false);
    table
      .jsonb('needs')
      .notNullable()
      .defaultTo(JSON.stringify([{ kind: 'room' }]));
    table.jsonb('promos').notNullable().defaultTo('[]');
    table.jsonb('details').notNullable().defaultTo('{}');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.string('updated_by', 254);
    table.check('price is null or price between 0 and 10000000', [], 'catalogue_services_price_range');
    table.check('duration_minutes > 0 and duration_minutes % 30 = 0', [], 'catalogue_services_duration_step');
    table.index(['position'], 'catalogue_services_position_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('catalogue_services');
}
