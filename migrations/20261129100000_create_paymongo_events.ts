import type { Knex } from 'knex';

/**
 * Every PayMongo webhook event handled, by its id: a redelivered or replayed event finds its id here
 * and changes nothing. `payment_id` (PayMongo's `pay_...`) is unique too, so one payment is recorded
 * once even if it came under two event ids. `outcome` says what was made of it, for the log and the desk.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('paymongo_events', (table) => {
    table.text('event_id').primary();
    table.text('type').notNullable();
    table.uuid('booking_id').nullable().references('id').inTable('bookings').onDelete('SET NULL');
    table.text('payment_id').nullable().unique();
    table.integer('amount_centavos').nullable();
    table.text('outcome').notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('paymongo_events');
}
