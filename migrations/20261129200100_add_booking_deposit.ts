import type { Knex } from 'knex';

/**
 * The deposit an online booking owes, fixed when it was made (a later change of policy does not reach
 * it), and the instant it is released if still unpaid. Null for none: every existing booking.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.decimal('deposit_due', 10, 2);
    table.timestamp('deposit_due_by', { useTz: true });
  });
  await knex.raw(
    `create index bookings_deposit_due_by_idx on bookings (deposit_due_by)
      where deposit_due is not null and status = 'pending' and deleted_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bookings_deposit_due_by_idx');
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('deposit_due_by');
    table.dropColumn('deposit_due');
  });
}
