import type { Knex } from 'knex';

/**
 * Partial, case-insensitive search (ILIKE '%text%') on names, booking numbers and e-mails uses
 * trigram GIN indexes. Only where pg_trgm is installed (an earlier migration enables it if it can);
 * without it search still works, by scanning.
 */
const INDEXES: Array<[name: string, table: string, column: string]> = [
  ['bookings_customer_name_trgm_idx', 'bookings', 'customer_name'],
  ['bookings_booking_number_trgm_idx', 'bookings', 'booking_number'],
  ['online_consultations_customer_name_trgm_idx', 'online_consultations', 'customer_name'],
  ['online_consultations_booking_number_trgm_idx', 'online_consultations', 'booking_number'],
  ['online_consultations_email_trgm_idx', 'online_consultations', 'email'],
];

async function trigramInstalled(knex: Knex): Promise<boolean> {
  const result = await knex.raw("select 1 from pg_extension where extname = 'pg_trgm'");
  return result.rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  if (!(await trigramInstalled(knex))) return;
  for (const [name, table, column] of INDEXES) {
    // fastupdate off: each insert updates the index at once instead of queueing entries in a pending
    // list that every search would then scan; bookings arrive slowly, searches come often.
    await knex.raw(
      `create index ${name} on ${table} using gin (${column} gin_trgm_ops) with (fastupdate = off)`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of INDEXES) {
    await knex.raw(`drop index if exists ${name}`);
  }
}
