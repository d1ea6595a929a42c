import type { Knex } from 'knex';

/**
 * Money is a ledger (issue 29 item 2): each payment, correction or refund of a booking is one row,
 * never edited; `bookings.amount_paid` is kept as their sum by every writer. `id` may come from the
 * client (a counter payment queued offline) so that sending it twice writes it once. `method` is null
 * only for rows backfilled from before the ledger (20261201100100), when nobody recorded how the
 * money came; every new entry names one. A negative amount is a correction or refund and carries a
 * reason. `tendered` is the cash handed over, for the change.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_entries', (table) => {
    table.uuid('id').primary();
    table.uuid('booking_id').notNullable().references('id').inTable('bookings').onDelete('RESTRICT');
    table.text('method').nullable();
    table.decimal('amount', 12, 2).notNullable();
    table.text('reference').nullable();
    table.text('reason').nullable();
    table.text('source').notNullable();
    table.decimal('tendered', 12, 2).nullable();
    table.text('recorded_by').notNullable();
    table.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['booking_id'], 'payment_entries_booking_idx');
    table.index(['recorded_at'], 'payment_entries_recorded_at_idx');
  });
  await knex.raw(`
    alter table payment_entries
      add constraint payment_entries_method_check
        check (method is null or method in ('cash', 'gcash', 'maya', 'card', 'bank')),
      add constraint payment_entries_source_check check (source in ('desk', 'online', 'proof')),
      add constraint payment_entries_amount_check check (amount <> 0),
      add constraint payment_entries_reason_check
        check (amount > 0 or (reason is not null and length(btrim(reason)) > 0)),
      add constraint payment_entries_tendered_check
        check (tendered is null or (method = 'cash' and tendered >= amount))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_entries');
}
