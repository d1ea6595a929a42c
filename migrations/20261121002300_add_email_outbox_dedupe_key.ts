import type { Knex } from 'knex';

/**
 * An e-mail that must go out once however many instances queue it (the day-before reminder) names
 * itself with a dedupe key; a second insert of the same key does nothing. Null for every other e-mail.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.string('dedupe_key', 200).unique({ indexName: 'email_outbox_dedupe_key_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (table) => {
    table.dropUnique(['dedupe_key'], 'email_outbox_dedupe_key_unique');
    table.dropColumn('dedupe_key');
  });
}
