import type { Knex } from 'knex';

/**
 * Signed consents (issue 27 item 4): one row per signature or withdrawal, never edited (migration
 * 20261129500100 refuses an UPDATE). `version` and `text_hash` (SHA-256 of the exact wording, see
 * domain/consent/consent-texts.ts) say what was signed; `signature` is the drawn signature sealed
 * like the health form (server/src/health-data/consent-store.ts), bound to the row's id.
 * `request_id` is the Idempotency-Key of the request that wrote it, so a signature the phone's
 * outbox sends twice is one row. Erasure blanks `signed_name` and `signature` and sets `erased_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_consents', (table) => {
    table.uuid('id').primary();
    table.uuid('client_id').notNullable().references('id').inTable('clients');
    table.uuid('booking_id').nullable();
    table.string('kind', 20).notNullable();
    table.string('category', 40).nullable();
    table.string('action', 10).notNullable();
    table.integer('version').notNullable();
    table.string('text_hash', 64).notNullable();
    table.string('signed_name', 120).notNullable();
    table.text('signature').nullable();
    table.timestamp('signed_at', { useTz: true }).notNullable();
    table.string('request_id', 200).nullable().unique();
    table.timestamp('erased_at', { useTz: true }).nullable();
    table.index(['client_id', 'signed_at'], 'client_consents_client_signed_idx');
  });
  await knex.raw(`alter table client_consents
    add constraint client_consents_kind_check check (kind in ('treatment', 'photos', 'marketing')),
    add constraint client_consents_action_check check (action in ('sign', 'withdraw')),
    add constraint client_consents_category_check check ((kind = 'treatment') = (category is not null))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_consents');
}
