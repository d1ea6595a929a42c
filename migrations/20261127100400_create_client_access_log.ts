import type { Knex } from 'knex';

/**
 * Who read a client's record, and when (issue 27 items 1 and 5): every staff read of
 * `GET /api/clients/:id` writes a row, and the record answers with them. `what` names what was read
 * ('record' today; the health form and consents will log their own reads here). The staff member's
 * name is kept as it was, so the log still reads right after their account is renamed or removed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_access_log', (table) => {
    table.uuid('id').primary();
    table.uuid('client_id').notNullable().references('id').inTable('clients');
    table.uuid('staff_id').nullable();
    table.string('staff_name', 100).notNullable();
    table.string('what', 40).notNullable();
    table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['client_id', 'at'], 'client_access_log_client_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_access_log');
}
