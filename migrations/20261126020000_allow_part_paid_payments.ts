import type { Knex } from 'knex';

const TABLES = [
  ['bookings', 'bookings_payment_status_check'],
  ['online_consultations', 'online_consultations_payment_status_check'],
] as const;

/**
 * Money that arrived short of the total is recorded as `part-paid` (the round-three ledger's name),
 * never as `paid`: bookings and online consultations accept the new status.
 */
export async function up(knex: Knex): Promise<void> {
  for (const [table, constraint] of TABLES) {
    await knex.raw(`alter table ${table} drop constraint ${constraint}`);
    await knex.raw(
      `alter table ${table} add constraint ${constraint}
       check (payment_status in ('unpaid', 'proof-submitted', 'part-paid', 'paid', 'refunded'))`,
    );
  }
}

/** Back to four statuses: a part payment reads as a proof awaiting its check, its amount kept. */
export async function down(knex: Knex): Promise<void> {
  for (const [table, constraint] of TABLES) {
    await knex(table).where({ payment_status: 'part-paid' }).update({ payment_status: 'proof-submitted' });
    await knex.raw(`alter table ${table} drop constraint ${constraint}`);
    await knex.raw(
      `alter table ${table} add constraint ${constraint}
       check (payment_status in ('unpaid', 'proof-submitted', 'paid', 'refunded'))`,
    );
  }
}
