import type { Knex } from 'knex';

/**
 * A booking's audit trail as staff read it: one row per thing that happened to it (created, status
 * changed, note edited, reschedule asked and decided, reminder sent...), who did it and a sentence
 * ready to show. Written in the same transaction as the change it records.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_events', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('cascade');
    table.string('kind', 40).notNullable();
    table.string('actor', 254).notNullable();
    table.string('summary', 300).notNullable();
    table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['booking_id', 'at', 'id'], 'booking_events_booking_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_events');
}
