import type { Knex } from 'knex';

/** Every online consultation carries its payment: nothing yet, a proof sent, paid (amount and reference), refunded. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('online_consultations', (table) => {
    table.string('payment_status', 20).notNullable().defaultTo('unpaid');
    table.decimal('amount_paid', 12, 2).nullable();
    table.string('payment_reference', 60).nullable();
    table.string('payment_verified_by', 254).nullable();
    table.timestamp('payment_verified_at', { useTz: true }).nullable();
  });
  await knex.raw(
    `alter table online_consultations add constraint online_consultations_payment_status_check
     check (payment_status in ('unpaid', 'proof-submitted', 'paid', 'refunded'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table online_consultations drop constraint online_consultations_payment_status_check',
  );
  await knex.schema.alterTable('online_consultations', (table) => {
    table.dropColumns(
      'payment_status',
      'amount_paid',
      'payment_reference',
      'payment_verified_by',
      'payment_verified_at',
    );
  });
}
