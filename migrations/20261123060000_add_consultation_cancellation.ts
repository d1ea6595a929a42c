import type { Knex } from 'knex';

/**
 * A client may cancel an online consultation through its manage link (24 hours ahead). A cancelled
 * consultation keeps its row (the desk still sees it); `cancelled_at` set means it no longer happens.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('online_consultations', (table) => {
    table.timestamp('cancelled_at', { useTz: true });
    table.string('cancelled_by', 254);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('online_consultations', (table) => {
    table.dropColumn('cancelled_by');
    table.dropColumn('cancelled_at');
  });
}
