import type { Knex } from 'knex';

/**
 * A hold takes resources as a booking does (issue 26 item 3): the treatments it was taken for
 * (`service_ids`, the cart's order) and who and what it holds (`assignments`, the booking answer's
 * shape), so a day's plan counts it line by line. Holds taken before this carry `[]` and are planned
 * as one room for their length, as the capacity count took them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('slot_holds', (table) => {
    table.jsonb('service_ids').notNullable().defaultTo('[]');
    table.jsonb('assignments').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('slot_holds', (table) => {
    table.dropColumn('assignments');
    table.dropColumn('service_ids');
  });
}
