import type { Knex } from 'knex';

/**
 * A client's request to be erased (issue 27 item 6), asked from the `/my-bookings` link and approved
 * by an admin at the desk. One open request per client (a partial unique index, so asking twice at
 * once still makes one); `number` names the anonymous client once approved ("Erased client 12").
 * The row outlives the erasure: it is the record that the clinic did what was asked, and when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_erasure_requests', (table) => {
    table.bigIncrements('number').primary();
    table.uuid('client_id').notNullable().references('id').inTable('clients');
    table.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('approved_at', { useTz: true }).nullable();
    table.string('approved_by', 254).nullable();
    table.jsonb('erased').nullable();
    table.index(['client_id'], 'client_erasure_requests_client_idx');
  });
  await knex.raw(
    'create unique index client_erasure_requests_open_unique on client_erasure_requests (client_id) where approved_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_erasure_requests');
}
