import type { Knex } from 'knex';

/**
 * A code attempt is written before its code is compared (so concurrent guesses count each other);
 * `failed` tells a settled wrong code from an attempt still in flight. A right code is refused only
 * for settled wrong codes, never because colleagues' right codes were being checked at that moment.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('code_attempts', (table) => {
    table.boolean('failed').notNullable().defaultTo(false);
  });
  // Rows kept so far are wrong codes: a right one deletes its row.
  await knex('code_attempts').update({ failed: true });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('code_attempts', (table) => {
    table.dropColumn('failed');
  });
}
