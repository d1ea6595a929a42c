import type { Knex } from 'knex';

/**
 * Bookings, online consultations and packages each belong to a client (issue 27 item 1). Nullable
 * so a row written outside the app's write paths still stores; every write path of the app sets it
 * (`attach_client`), and the backfill migration fills the rows that came before.
 */
const TABLES = ['bookings', 'online_consultations', 'client_packages'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (builder) => {
      builder.uuid('client_id').nullable().references('id').inTable('clients');
      builder.index(['client_id'], `${table}_client_idx`);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (builder) => {
      builder.dropIndex(['client_id'], `${table}_client_idx`);
      builder.dropColumn('client_id');
    });
  }
}
