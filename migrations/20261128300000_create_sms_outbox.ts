import type { Knex } from 'knex';

/**
 * Text messages to send, queued in the same transaction as what they report, one per event
 * (`dedupe_key`, unique: a retry or a second instance queues it once). The worker renders the text
 * on its first attempt and keeps it (`message`), so every later attempt and the reconciliation after
 * a crash compare the same words. `sending_since` is set, and committed, just before the gateway is
 * called and cleared once the outcome is recorded: a row leased again with it still set was cut off
 * mid-send, and the worker asks the gateway whether it went before sending again.
 *
 * status: queued, held (quiet hours, until next_attempt_at), sent, failed (the gateway refused it or
 * it kept failing), skipped (the client opted out, no mobile number, the booking is gone).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_outbox', (table) => {
    table.uuid('id').primary();
    table.string('kind', 40).notNullable();
    table.uuid('booking_id').notNullable();
    table.string('dedupe_key', 200).notNullable().unique({ indexName: 'sms_outbox_dedupe_key_unique' });
    table.string('to_number', 20);
    table.text('message');
    table.string('status', 10).notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('locked_until', { useTz: true });
    table.timestamp('sending_since', { useTz: true });
    table.text('last_error');
    table.string('provider', 20);
    table.string('provider_message_id', 100);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.check("status in ('queued', 'held', 'sent', 'failed', 'skipped')", [], 'sms_outbox_status_known');
    table.index(['booking_id'], 'sms_outbox_booking_idx');
  });
  await knex.raw(
    "create index sms_outbox_due_idx on sms_outbox (next_attempt_at) where status in ('queued', 'held')",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sms_outbox');
}
