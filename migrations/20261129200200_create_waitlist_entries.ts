import type { Knex } from 'knex';

/**
 * The waitlist (issue 28 item 4): a client's wish for a full day (their treatments, the branch, the
 * day and a window of start times) and how to reach them. When a place frees, the first wish that
 * fits gets an offer: a time held for it (`offer_hold_id`, a row of slot_holds) until
 * `offer_expires_at`, reached through the link carrying `offer_token`.
 *
 * status: waiting, offered (a hold is out), booked (taken), missed (the offer ran out; the next wish
 * was offered), closed (the day passed). `wish_key` names the wish (branch, day, window, treatments,
 * e-mail); one live wish per key (a second is 409).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_entries', (table) => {
    table.uuid('id').primary();
    table.string('branch', 20).notNullable();
    table.date('wish_date').notNullable();
    table.string('from_time', 5).notNullable();
    table.string('to_time', 5).notNullable();
    table.jsonb('services').notNullable();
    table.string('customer_name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 30).notNullable();
    table.boolean('sms_opt_in').notNullable().defaultTo(true);
    table.string('wish_key', 600).notNullable();
    table.string('status', 10).notNullable().defaultTo('waiting');
    table.string('offer_time', 5);
    table.uuid('offer_hold_id');
    table.string('offer_token', 64).unique({ indexName: 'waitlist_entries_offer_token_unique' });
    table.timestamp('offered_at', { useTz: true });
    table.timestamp('offer_expires_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(
      "status in ('waiting', 'offered', 'booked', 'missed', 'closed')",
      [],
      'waitlist_entries_status_known',
    );
    table.index(['wish_date', 'branch', 'created_at'], 'waitlist_entries_day_idx');
  });
  await knex.raw(
    `create unique index waitlist_entries_live_wish_unique on waitlist_entries (wish_key)
      where status in ('waiting', 'offered')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waitlist_entries');
}
