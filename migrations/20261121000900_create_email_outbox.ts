import type { Knex } from 'knex';

/**
 * E-mails to send, written in the same transaction as what they confirm. A row names the e-mail
 * (kind, booking or consultation, recipient); the worker renders it when it sends, so a booking
 * write stays small. It leases due rows (`locked_until`) with FOR UPDATE SKIP LOCKED, sends them,
 * and retries failures with backoff.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_outbox', (table) => {
    table.uuid('id').primary();
    table.string('kind', 40).notNullable();
    table.uuid('booking_id');
    table.uuid('consultation_id');
    table.string('to_address', 254).notNullable();
    table.string('bcc_address', 254);
    table.string('subject', 300).notNullable();
    table.string('status', 10).notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('locked_until', { useTz: true });
    table.text('last_error');
    table.string('message_id', 300);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.check("status in ('pending', 'sent', 'failed')", [], 'email_outbox_status_known');
  });
  await knex.raw(
    "create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_outbox');
}
