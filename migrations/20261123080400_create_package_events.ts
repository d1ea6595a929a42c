import type { Knex } from 'knex';

/**
 * A package's history: opened, each session spent (with the booking it was spent at), each undo and
 * transfer. A redeemed row is undone by stamping `undone_at`, never deleted, so a mistake and its
 * correction both stay on record.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('package_events', (table) => {
    table.uuid('id').primary();
    table.uuid('package_id').notNullable().references('id').inTable('client_packages').onDelete('cascade');
    table.string('kind', 20).notNullable();
    table.uuid('booking_id').nullable().references('id').inTable('bookings').onDelete('set null');
    table.string('actor', 254).notNullable();
    table.string('summary', 300).notNullable();
    table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('undone_at', { useTz: true }).nullable();
    table.index(['package_id', 'at'], 'package_events_package_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('package_events');
}
