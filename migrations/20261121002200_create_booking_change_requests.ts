import type { Knex } from 'knex';

/**
 * A client's request to move a booking to another date and time, and what staff decided. At most
 * one request per booking is pending at a time (a new one replaces it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_change_requests', (table) => {
    table.uuid('id').primary();
    table.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('cascade');
    table.date('requested_date').notNullable();
    table.string('requested_time', 5).notNullable();
    table.string('message', 500);
    table.string('status', 10).notNullable().defaultTo('pending');
    table.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('decided_at', { useTz: true });
    table.string('decided_by', 254);
    table.string('reply', 500);
    table.check(
      "status in ('pending', 'accepted', 'declined', 'withdrawn')",
      [],
      'booking_change_requests_status_known',
    );
    table.index(['booking_id', 'requested_at'], 'booking_change_requests_booking_idx');
  });
  await knex.raw(
    "create unique index booking_change_requests_one_pending on booking_change_requests (booking_id) where status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_change_requests');
}
