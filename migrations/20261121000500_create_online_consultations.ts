import type { Knex } from 'knex';

/** Paid online video consultations; the price is the server's (700). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('online_consultations', (table) => {
    table.uuid('id').primary();
    table.string('booking_number', 11).notNullable().unique();
    table.date('consultation_date').notNullable();
    table.string('consultation_time', 5).notNullable();
    table.smallint('age').notNullable();
    table.string('customer_name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 20).notNullable();
    table.string('payment_method', 20).notNullable();
    table.string('notes', 1000).notNullable().defaultTo('');
    table.decimal('total_price', 12, 2).notNullable();
    table.string('idempotency_key', 200);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at', 'id'], 'online_consultations_created_idx');
    table.check("booking_number ~ '^TBL[0-9]{8}$'", [], 'online_consultations_number_format');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('online_consultations');
}
