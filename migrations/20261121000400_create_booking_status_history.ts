import type { Knex } from 'knex';

/** Every status a booking has had: who changed it, when, from what to what. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_status_history', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('cascade');
    table.string('from_status', 20);
    table.string('to_status', 20).notNullable();
    table.string('changed_by', 254).notNullable();
    table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['booking_id', 'changed_at'], 'booking_status_history_booking_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_status_history');
}
