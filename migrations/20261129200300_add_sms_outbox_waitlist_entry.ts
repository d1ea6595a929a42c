import type { Knex } from 'knex';

/**
 * A text may report a waitlist offer rather than a booking: `waitlist_entry_id` names it, and
 * `booking_id` is then empty. Each row names one or the other.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sms_outbox', (table) => {
    table.uuid('waitlist_entry_id');
    table.setNullable('booking_id');
  });
  await knex.raw(
    `alter table sms_outbox add constraint sms_outbox_names_its_subject
       check ((booking_id is null) <> (waitlist_entry_id is null))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('sms_outbox').whereNull('booking_id').delete();
  await knex.raw('alter table sms_outbox drop constraint sms_outbox_names_its_subject');
  await knex.schema.alterTable('sms_outbox', (table) => {
    table.dropNullable('booking_id');
    table.dropColumn('waitlist_entry_id');
  });
}
