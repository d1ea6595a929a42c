import type { Knex } from 'knex';

/**
 * How the money recorded on a visit came: at the `desk`, by a transfer whose `proof` the desk checked,
 * or `online` through PayMongo. Null until money is recorded; existing payments stay unnamed.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['bookings', 'online_consultations']) {
    await knex.schema.alterTable(table, (columns) => {
      columns.text('payment_source').nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['bookings', 'online_consultations']) {
    await knex.schema.alterTable(table, (columns) => {
      columns.dropColumn('payment_source');
    });
  }
}
