import type { Knex } from 'knex';

/**
 * One row per probe that `/api/health` rewrites in a transaction: a database that answers `select 1`
 * but cannot commit a write (a full disk, a read-only failover) is reported as degraded.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('health_checks', (table) => {
    table.text('probe').primary();
    table.timestamp('checked_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('health_checks');
}
