import type { Knex } from 'knex';

/**
 * What a proof upload carried (a hash of its file and reference), stored with its Idempotency-Key:
 * the same key with another file is a 422, as it is for every other write, not a replay.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_proofs', (table) => {
    table.text('request_hash').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_proofs', (table) => {
    table.dropColumn('request_hash');
  });
}
