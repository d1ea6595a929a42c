import type { Knex } from 'knex';

/**
 * One row per booking, every form field a column. The priced cart lines are a jsonb snapshot: they
 * are written once with the booking and always read with it, so a list page stays one indexed scan.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (table) => {
    table.uuid('id').primary();
    table.string('booking_number', 11).notNullable().unique();
    table.string('status', 20).notNullable().defaultTo('pending');
    table.string('service_type', 10).notNullable();
    table.string('branch', 20).notNullable();
    table.string('address', 300).notNullable().defaultTo('');
    table.string('landmark', 200).notNullable().defaultTo('');
    table.date('service_date').notNullable();
    table.string('service_time', 5).notNullable();
    table.smallint('age').notNullable();
    table.string('customer_name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 20).notNullable();
    table.string('payment_method', 20).notNullable();
    table.string('notes', 1000).notNullable().defaultTo('');
    table.jsonb('cart_items').notNullable();
    table.decimal('total_price', 12, 2).notNullable();
    table.string('note_admin', 2000);
    table.string('updated_by', 254);
    table.string('idempotency_key', 200);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('deleted_at', { useTz: true });
    table.string('deleted_by', 254);
    table.check("status in ('pending', 'confirmed', 'completed', 'cancelled')", [], 'bookings_status_known');
    table.check("service_type in ('clinic', 'home')", [], 'bookings_service_type_known');
    table.check("booking_number ~ '^TBL[0-9]{8}$'", [], 'bookings_number_format');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bookings');
}
