import type { Knex } from 'knex';

/**
 * The practitioner a client asked for (issue 26 item 4), on the booking and on the hold taken for it:
 * null for "Anyone". Every plan of the day keeps a visit's practitioner line on them (the desk's
 * reassignment changes the assignment, not what the client asked). A resource is never deleted
 * (retired instead), so the reference holds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.uuid('practitioner_id').nullable().references('id').inTable('resources');
  });
  await knex.schema.alterTable('slot_holds', (table) => {
    table.uuid('practitioner_id').nullable().references('id').inTable('resources').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('slot_holds', (table) => {
    table.dropColumn('practitioner_id');
  });
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('practitioner_id');
  });
}
