import type { Knex } from 'knex';

/**
 * A start held for a client while they fill in the form. A hold counts only while `expires_at` is
 * ahead, so an abandoned one gives its place back by itself: no job has to delete it first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('slot_holds', (table) => {
    table.uuid('id').primary();
    table.string('place', 20).notNullable();
    table.date('hold_date').notNullable();
    table.string('hold_time', 5).notNullable();
    table.smallint('visit_minutes').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.boolean('extended').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Who asked (the client address), so one address cannot hold a whole day.
    table.string('client_address', 100).notNullable().defaultTo('');
    table.index(['place', 'hold_date', 'expires_at'], 'slot_holds_place_date_idx');
    table.index(['client_address', 'expires_at'], 'slot_holds_client_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('slot_holds');
}
