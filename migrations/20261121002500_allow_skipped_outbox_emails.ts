import type { Knex } from 'knex';

/**
 * An e-mail no longer worth sending when its turn comes (a reminder for a booking cancelled or moved
 * since it was queued) is marked `skipped` rather than sent or failed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table email_outbox drop constraint email_outbox_status_known');
  await knex.raw(
    "alter table email_outbox add constraint email_outbox_status_known check (status in ('pending', 'sent', 'failed', 'skipped'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_outbox').where({ status: 'skipped' }).update({ status: 'sent' });
  await knex.raw('alter table email_outbox drop constraint email_outbox_status_known');
  await knex.raw(
    "alter table email_outbox add constraint email_outbox_status_known check (status in ('pending', 'sent', 'failed'))",
  );
}
