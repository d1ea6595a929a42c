import type { Knex } from 'knex';

/**
 * The PayMongo checkout sessions "Pay now" opened (issue 28 item 2): a second tap, a reload or a
 * second tab within the reuse window gets the session already open for the same amount instead of a
 * new one, so a client cannot end up paying twice through two live pages. `id` is the provider's
 * session id; nothing of the client is kept here. Dropped a day after (maintenance/cleanup.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('online_checkouts', (table) => {
    table.string('id', 100).primary();
    table.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('CASCADE');
    table.integer('amount_centavos').notNullable();
    table.text('checkout_url').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['booking_id', 'created_at'], 'online_checkouts_booking_created_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('online_checkouts');
}
