import type { Knex } from 'knex';

/**
 * Roles by branch (issue 29 items 4 and 5): an account may be limited to branches (`branches`, the
 * place ids of the catalogue, plus `home` and `online`); null or empty means every branch, and an
 * admin's branches are ignored. The role `manager` needs no column: roles are checked in
 * domain/staff-roles.ts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.specificType('branches', 'text[]').nullable();
  });
}

/** Going back, a manager becomes staff: the older code admits only admin and staff. */
export async function down(knex: Knex): Promise<void> {
  await knex('users').where({ role: 'manager' }).update({ role: 'staff' });
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('branches');
  });
}
