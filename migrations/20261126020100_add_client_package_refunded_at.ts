import type { Knex } from 'knex';

/**
 * A refund of the booking that bought a package closes it: `refunded_at` freezes its sessions (no
 * spend, no booking from it, no undo, no transfer) while its history stays on record.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('client_packages', (table) => {
    table.timestamp('refunded_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('client_packages', (table) => {
    table.dropColumn('refunded_at');
  });
}
