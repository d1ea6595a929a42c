import type { Knex } from 'knex';

/**
 * The clinic's deposit policy (issue 28 item 3, domain/deposits.ts): one row, `mode` none,
 * first-visit or every-booking and a whole percent, with who changed it last. No row reads as no
 * deposit, so nothing changes for a clinic on upgrade.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deposit_policy', (table) => {
    table.smallint('id').primary().defaultTo(1);
    table.string('mode', 20).notNullable();
    table.smallint('percent').notNullable();
    table.string('updated_by', 254).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check('id = 1', [], 'deposit_policy_one_row');
    table.check("mode in ('none', 'first-visit', 'every-booking')", [], 'deposit_policy_mode_known');
    table.check('percent between 1 and 100', [], 'deposit_policy_percent_range');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('deposit_policy');
}
